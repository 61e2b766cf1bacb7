import { describe, expect, it } from 'vitest';
import { isOnStoreSite, siteOrigin, storeSiteOrigin } from './site-origin.ts';

describe("a store's own site", () => {
  it('is the origin of an absolute http(s) address', () => {
    expect(siteOrigin('https://Loja.com.br/produtos/x?y=1')).toBe('https://loja.com.br');
    expect(siteOrigin(' http://loja.com.br:8080 ')).toBe('http://loja.com.br:8080');
    for (const bad of [null, undefined, '', 'loja.com.br', 'javascript:alert(1)', 'ftp://loja.com.br', 'https://user:pw@loja.com.br']) {
      expect(siteOrigin(bad), String(bad)).toBeUndefined();
    }
  });

  it('is saved for a store only over https, or plain http on this machine (a store under development)', () => {
    expect(storeSiteOrigin('https://minhaloja.com.br/loja')).toBe('https://minhaloja.com.br');
    expect(storeSiteOrigin('http://localhost:5173/x')).toBe('http://localhost:5173');
    expect(storeSiteOrigin('http://127.0.0.1:4000')).toBe('http://127.0.0.1:4000');
    // "http://" is refused as "sem https" is: one rule for both.
    for (const bad of ['http://minhaloja.com.br', 'http://', 'http://localhost.golpe.com', 'minhaloja.com.br', '']) {
      expect(storeSiteOrigin(bad), bad).toBeUndefined();
    }
  });

  it('takes a return address on the same origin only', () => {
    expect(isOnStoreSite('https://loja.com.br/produto/1?cor=azul', 'https://loja.com.br')).toBe(true);
    expect(isOnStoreSite('https://loja.com.br/a', 'https://loja.com.br/loja/')).toBe(true);
    for (const other of ['https://loja.com.br.golpe.com/a', 'http://loja.com.br/a', 'https://www.loja.com.br/a', 'https://loja.com.br:444/a', 'https://golpe.com/?https://loja.com.br']) {
      expect(isOnStoreSite(other, 'https://loja.com.br'), other).toBe(false);
    }
    expect(isOnStoreSite('https://loja.com.br/a', null)).toBe(false); // no site set: never
    expect(isOnStoreSite(null, 'https://loja.com.br')).toBe(false);
  });
});
