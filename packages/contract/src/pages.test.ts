import { describe, expect, it } from 'vitest';
import { pageAddress } from './pages.ts';

describe('pageAddress', () => {
  it('keeps the path and only the parameters the page reads, in a fixed order', () => {
    expect(pageAddress('/g/AbCdEfGhIjKlMnOpQrStUv?r=123')).toBe('/g/AbCdEfGhIjKlMnOpQrStUv');
    expect(pageAddress('/product/7?voltar=https%3A%2F%2Floja.com.br&utm=x&embed=1')).toBe('/product/7?embed=1&voltar=https%3A%2F%2Floja.com.br');
    expect(pageAddress('/product/7?embed=1&voltar=https%3A%2F%2Floja.com.br')).toBe('/product/7?embed=1&voltar=https%3A%2F%2Floja.com.br');
    expect(pageAddress('/marketplace?ordem=menor-preco&busca=panela&x=1')).toBe('/marketplace?busca=panela&ordem=menor-preco');
    expect(pageAddress('/?fbclid=abc')).toBe('/');
  });

  it('leaves a path starting with // a path', () => {
    expect(pageAddress('//outro.site/g/x?r=1')).toBe('//outro.site/g/x');
  });
});
