import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { containsKeyword, foldText, matchesSearch } from './text-search.ts';

describe('foldText', () => {
  it('drops case, accents and repeated spaces; hyphens become spaces', () => {
    expect(foldText('  Café   COM  Açúcar ')).toBe('cafe com acucar');
    expect(foldText('Micro-ondas')).toBe('micro ondas');
  });
  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (s) => {
      expect(foldText(foldText(s))).toBe(foldText(s));
    }));
  });
});

describe('matchesSearch', () => {
  it('is case- and accent-insensitive both ways', () => {
    for (const [query, text] of [['cafe', 'Café Especial'], ['CAFÉ', 'cafeteira'], ['acai', 'Tigela de AÇAÍ']]) expect(matchesSearch(query!, text), query).toBe(true);
    expect(matchesSearch('chá', 'Café')).toBe(false);
  });
  it('looks in every text (name or description) and wants every word of the query', () => {
    expect(matchesSearch('bluetooth', 'Fone JBL', 'Fone de ouvido Bluetooth')).toBe(true);
    expect(matchesSearch('fone bluetooth', 'Fone JBL', 'sem fio, Bluetooth 5.0')).toBe(true);
    expect(matchesSearch('fone usb', 'Fone JBL', 'Bluetooth')).toBe(false);
    expect(matchesSearch('fone', null, undefined)).toBe(false);
  });
  it('an empty query matches everything', () => {
    expect(matchesSearch('', 'x')).toBe(true);
    expect(matchesSearch('   ')).toBe(true);
  });
  it('finds any piece of a text', () => {
    fc.assert(fc.property(fc.string(), fc.nat(), fc.nat(), (text, a, b) => {
      const piece = text.slice(Math.min(a, b) % (text.length + 1), Math.max(a, b) % (text.length + 1)).trim();
      fc.pre(!/\s/.test(piece));
      expect(matchesSearch(piece, text)).toBe(true);
    }));
  });
});

describe('containsKeyword', () => {
  it('matches whole words with an optional plural', () => {
    const cases: [text: string, keyword: string, contains: boolean][] = [
      ['jogo de panelas', 'panela', true], ['celulares baratos', 'celular', true], ['tvbox', 'tv', false],
      ['smart tv 4k', 'smart tv', true], ['a.b', 'a.b', true], ['axb', 'a.b', false],
    ];
    for (const [text, keyword, contains] of cases) expect(containsKeyword(text, keyword), `${text} / ${keyword}`).toBe(contains);
  });
});
