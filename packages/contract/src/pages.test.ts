import { describe, expect, it } from 'vitest';
import { pageAddress } from './pages.ts';

describe('pageAddress', () => {
  it('keeps the path and only the parameters the page reads, in a fixed order', () => {
    const kept = {
      '/g/AbCdEfGhIjKlMnOpQrStUv?r=123': '/g/AbCdEfGhIjKlMnOpQrStUv',
      '/product/7?voltar=https%3A%2F%2Floja.com.br&utm=x&embed=1': '/product/7?embed=1&voltar=https%3A%2F%2Floja.com.br',
      '/product/7?embed=1&voltar=https%3A%2F%2Floja.com.br': '/product/7?embed=1&voltar=https%3A%2F%2Floja.com.br',
      '/marketplace?ordem=menor-preco&busca=panela&x=1': '/marketplace?busca=panela&ordem=menor-preco',
      '/?fbclid=abc': '/',
    };
    for (const [address, page] of Object.entries(kept)) expect(pageAddress(address), address).toBe(page);
  });

  it('leaves a path starting with // a path', () => {
    expect(pageAddress('//outro.site/g/x?r=1')).toBe('//outro.site/g/x');
  });
});
