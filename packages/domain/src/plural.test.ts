import { describe, expect, it } from 'vitest';
import { countOf } from './plural.ts';

describe('countOf', () => {
  it('says one in the singular and every other count in the plural, as Portuguese does', () => {
    expect(countOf(1, 'ativo', 'ativos')).toBe('1 ativo');
    expect(countOf(2, 'completado', 'completados')).toBe('2 completados');
    expect(countOf(0, 'resgatado', 'resgatados')).toBe('0 resgatados');
  });
});
