import { describe, expect, it } from 'vitest';
import { cpfDigits, isValidCpf, maskCpf } from './cpf.ts';

describe('the holder CPF the card token carries', () => {
  it('is masked as typed and sent as 11 digits', () => {
    for (const [typed, shown] of [['1234', '123.4'], ['12345678909', '123.456.789-09'], ['123.456.789-0999', '123.456.789-09']]) {
      expect(maskCpf(typed!), typed).toBe(shown);
    }
    expect(cpfDigits('123.456.789-09')).toBe('12345678909');
  });

  it('checks both check digits and refuses repeated digits', () => {
    for (const valid of ['123.456.789-09', '529.982.247-25']) expect(isValidCpf(valid), valid).toBe(true);
    for (const invalid of ['123.456.789-00', '111.111.111-11', '1234567890']) expect(isValidCpf(invalid), invalid).toBe(false);
  });
});
