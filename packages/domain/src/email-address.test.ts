import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './email-address.ts';

describe('e-mail addresses', () => {
  it('takes a bare address, surrounding spaces aside', () => {
    for (const good of ['ana@exemplo.com.br', ' Ana.Souza+compras@Exemplo.COM ', "o'neil@loja-x.com", 'a_b-c@sub.dominio.io']) {
      expect(isValidEmail(good), good).toBe(true);
    }
  });

  it('refuses display names, <>, commas, semicolons, quotes and anything that is not one address', () => {
    for (const bad of [
      'Promo <vitima@exemplo.com>', 'Promo<vitima@exemplo.com>', '<vitima@exemplo.com>', 'vitima@exemplo.com>',
      'a@exemplo.com,b@exemplo.com', 'a@exemplo.com;b@exemplo.com', '"vitima"@exemplo.com', "vitima@exemplo.com'",
      'ana exemplo@x.com', 'ana@exemplo', 'ana@@exemplo.com', '@exemplo.com', 'ana.@exemplo.com', '.ana@exemplo.com',
      'ana..b@exemplo.com', 'ana@-exemplo.com', 'ana@exemplo..com', 'ana@exemplo.com\nBcc: x@y.com', 'ana(x)@exemplo.com',
      `${'a'.repeat(65)}@exemplo.com`, `a@${'b'.repeat(250)}.com`, '',
    ]) {
      expect(isValidEmail(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('is kept trimmed and lower-cased', () => {
    expect(normalizeEmail('  Vitima@Exemplo.COM.br ')).toBe('vitima@exemplo.com.br');
  });
});
