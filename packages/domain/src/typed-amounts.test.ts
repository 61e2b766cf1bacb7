import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cents, formatBRL } from './money.ts';
import { formatBrlAmount, formatPercentage, parseBrlAmount, parsePercentage } from './typed-amounts.ts';

const value = (result: ReturnType<typeof parseBrlAmount>) => (result.ok ? result.value : result.problem);

describe('parseBrlAmount', () => {
  it('reads what a Brazilian types as what a Brazilian means', () => {
    const cases: Array<[string, number]> = [
      ['1.234,56', 123_456], ['1234,56', 123_456], ['1234.56', 123_456], ['R$ 1.234,56', 123_456], ['r$1.234,56', 123_456],
      ['79,9', 7_990], ['79,90', 7_990], ['79', 7_900], ['79.9', 7_990], ['499,90', 49_990], ['499.90', 49_990],
      ['1.234', 123_400], ['12.345.678', 1_234_567_800], ['1.234.567,89', 123_456_789], ['0,05', 5], [',5', 50], ['79,', 7_900],
      ['  R$\u00a0499,90 ', 49_990], ['0', 0], ['007', 700], ['1.000.000,00', 100_000_000],
    ];
    for (const [typed, expected] of cases) expect(value(parseBrlAmount(typed)), typed).toBe(expected);
  });

  it('refuses what it cannot read for sure, never multiplying by 100 in silence', () => {
    const cases: Array<[string, string]> = [
      ['', 'empty'], ['   ', 'empty'], ['R$', 'empty'], ['-5', 'negative'], ['R$ -5,00', 'negative'], ['−5', 'negative'],
      ['1234.567', 'too-many-decimals'], ['0.500', 'too-many-decimals'], ['1,234', 'too-many-decimals'], ['79,999', 'too-many-decimals'],
      ['abc', 'invalid'], ['1,234.56', 'invalid'], ['1.234.56', 'invalid'], ['12.34.567', 'invalid'], ['1.2345,00', 'invalid'],
      ['1,2,3', 'invalid'], ['.', 'invalid'], [',', 'invalid'], ['1e3', 'invalid'], ['+5', 'invalid'], ['5 reais', 'invalid'],
      ['1234567890123456', 'invalid'], ['R$ R$ 5', 'invalid'],
    ];
    for (const [typed, expected] of cases) expect(value(parseBrlAmount(typed)), typed).toBe(expected);
  });

  it('reads back every amount written by formatBRL, formatBrlAmount or as plain decimals with a dot', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), (n) => {
      const amount = cents(n);
      expect(parseBrlAmount(formatBRL(amount))).toEqual({ ok: true, value: n });
      expect(parseBrlAmount(formatBrlAmount(amount))).toEqual({ ok: true, value: n });
      expect(parseBrlAmount((n / 100).toFixed(2))).toEqual({ ok: true, value: n });
      expect(parseBrlAmount(String(n / 100))).toEqual({ ok: true, value: n });
      expect(parseBrlAmount((n / 100).toFixed(2).replace('.', ','))).toEqual({ ok: true, value: n });
    }));
  });

  it('reads whole reais the same with or without thousands dots', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 999_999_999 }), (reais) => {
      const grouped = String(reais).replace(/\B(?=(\d{3})+$)/g, '.');
      expect(parseBrlAmount(grouped)).toEqual({ ok: true, value: reais * 100 });
    }));
  });
});

describe('parsePercentage', () => {
  it('reads percentages in basis points, with or without the sign', () => {
    const cases: Array<[string, number | string]> = [
      ['3,5', 350], ['3.5', 350], ['3,5 %', 350], ['3,5%', 350], ['35', 3_500], ['100', 10_000], ['0', 0], ['2,55', 255], ['0,1', 10],
    ];
    for (const [typed, expected] of cases) expect(value(parsePercentage(typed) as ReturnType<typeof parseBrlAmount>), typed).toBe(expected);
  });

  it('holds the number of decimals it is given, and refuses negatives and text', () => {
    expect(parsePercentage('3,5', 1)).toEqual({ ok: true, value: 350 });
    expect(parsePercentage('2,55', 1)).toEqual({ ok: false, problem: 'too-many-decimals' });
    expect(parsePercentage('2,555')).toEqual({ ok: false, problem: 'too-many-decimals' });
    expect(parsePercentage('-1')).toEqual({ ok: false, problem: 'negative' });
    expect(parsePercentage('%')).toEqual({ ok: false, problem: 'empty' });
    expect(parsePercentage('três')).toEqual({ ok: false, problem: 'invalid' });
  });

  it('reads back every percentage it formats', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), (bp) => {
      expect(parsePercentage(formatPercentage(bp))).toEqual({ ok: true, value: bp });
      expect(parsePercentage(`${formatPercentage(bp)} %`)).toEqual({ ok: true, value: bp });
    }));
  });
});

describe('formatBrlAmount and formatPercentage', () => {
  it('write the field text the pt-BR way', () => {
    expect(formatBrlAmount(cents(123_456))).toBe('1.234,56');
    expect(formatBrlAmount(cents(7_990))).toBe('79,90');
    expect(formatBrlAmount(cents(0))).toBe('0,00');
    expect(formatPercentage(350)).toBe('3,5');
    expect(formatPercentage(300)).toBe('3');
    expect(formatPercentage(1_025)).toBe('10,25');
    expect(formatPercentage(5)).toBe('0,05');
    expect(formatPercentage(100_000)).toBe('1.000');
  });
});
