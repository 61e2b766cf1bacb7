import { describe, expect, it } from 'vitest';
import { firstFreeSlug, slugify, STORE_ID_PATTERN } from './store-id.ts';

describe('store ids', () => {
  it('makes a readable slug from a name with accents and symbols', () => {
    expect(slugify('Café & Cia Ltda.')).toBe('cafe-cia-ltda');
    expect(slugify('  João da Silva  ')).toBe('joao-da-silva');
    expect(slugify('🤝🤝')).toBe('loja');
  });

  it('keeps every slug a valid store id, however long or odd the name', () => {
    for (const name of ['A'.repeat(300), '---x---', 'Ñandú 123 ÇÃO', '']) {
      expect(slugify(name)).toMatch(STORE_ID_PATTERN);
    }
  });

  it('picks the first free variant', () => {
    expect(firstFreeSlug('loja', new Set())).toBe('loja');
    expect(firstFreeSlug('loja', new Set(['loja', 'loja-2']))).toBe('loja-3');
  });
});
