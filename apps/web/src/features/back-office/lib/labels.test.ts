import { describe, expect, it } from 'vitest';
import { formatPercent, groupStatusLook, merchantStatusLook, progressOf, shortGroupId } from './labels.ts';

describe('back-office labels', () => {
  it('shortens a link id to its last 6 characters in capitals', () => {
    expect(shortGroupId('k3j9x2abc7de')).toBe('ABC7DE');
    expect(shortGroupId('ab1')).toBe('AB1');
  });

  it('names statuses and shows an unknown one raw in grey', () => {
    expect(groupStatusLook('completed')).toEqual({ label: 'Concluído', tone: 'blue' });
    expect(groupStatusLook('paused')).toEqual({ label: 'paused', tone: 'gray' });
    expect(merchantStatusLook('uninstalled').label).toBe('Desinstalado');
    expect(merchantStatusLook('inactive').label).toBe('Inativo');
  });

  it('formats percentages the Brazilian way', () => {
    expect(formatPercent(2.5)).toBe('2,5%');
    expect(formatPercent(65)).toBe('65%');
    expect(formatPercent(33.333)).toBe('33,33%');
  });

  it('caps the progress at 100%', () => {
    expect(progressOf(3, 4)).toBe(75);
    expect(progressOf(5, 4)).toBe(100);
    expect(progressOf(0, 0)).toBe(0);
  });
});
