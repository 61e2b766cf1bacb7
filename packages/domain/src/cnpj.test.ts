import { describe, expect, it } from 'vitest';
import { cnpjDigits, formatCnpj, isValidCnpj } from './cnpj.ts';

describe('the company CNPJ the footer shows', () => {
  it('is kept as 14 digits and shown formatted', () => {
    expect(cnpjDigits('11.222.333/0001-81')).toBe('11222333000181');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('checks both check digits, the length and repeated digits', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11.444.777/0001-61')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-18')).toBe(false);
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('112223330001810')).toBe(false);
    expect(isValidCnpj('11a222333000181')).toBe(false);
  });
});
