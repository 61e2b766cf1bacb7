import { describe, expect, it } from 'vitest';
import { cnpjDigits, formatCnpj, isValidCnpj } from './cnpj.ts';

describe('the company CNPJ the footer shows', () => {
  it('is kept as 14 digits and shown formatted', () => {
    expect(cnpjDigits('11.222.333/0001-81')).toBe('11222333000181');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('checks both check digits, the length and repeated digits', () => {
    for (const valid of ['11.222.333/0001-81', '11222333000181', '11.444.777/0001-61']) expect(isValidCnpj(valid), valid).toBe(true);
    const invalid = ['11.222.333/0001-80', '11.222.333/0001-18', '00.000.000/0000-00', '1122233300018', '112223330001810', '11a222333000181'];
    for (const number of invalid) expect(isValidCnpj(number), number).toBe(false);
  });
});
