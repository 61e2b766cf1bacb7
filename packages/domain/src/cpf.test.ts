import { describe, expect, it } from 'vitest';
import { cpfDigits, isValidCpf, maskCpf } from './cpf.ts';

describe('the holder CPF the card token carries', () => {
  it('is masked as typed and sent as 11 digits', () => {
    expect(maskCpf('1234')).toBe('123.4');
    expect(maskCpf('12345678909')).toBe('123.456.789-09');
    expect(maskCpf('123.456.789-0999')).toBe('123.456.789-09');
    expect(cpfDigits('123.456.789-09')).toBe('12345678909');
  });

  it('checks both check digits and refuses repeated digits', () => {
    expect(isValidCpf('123.456.789-09')).toBe(true);
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('123.456.789-00')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('1234567890')).toBe(false);
  });
});
