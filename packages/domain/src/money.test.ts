import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cents, type Cents, centsFromReais, formatBRL, MoneyError, mulDivHalfUp, reaisFromCents } from './money.ts';

describe('centsFromReais', () => {
  it('converts whole and fractional reais', () => {
    expect(centsFromReais(0)).toBe(0);
    expect(centsFromReais(12.34)).toBe(1234);
    expect(centsFromReais(7899)).toBe(789900);
  });
  it('rounds half-up at the third decimal, where binary floats would round down', () => {
    expect(centsFromReais(1.005)).toBe(101);
    expect(centsFromReais(1.004)).toBe(100);
    expect(centsFromReais(0.125)).toBe(13);
    expect(centsFromReais(-1.005)).toBe(-101);
  });
  it('refuses values that are not finite', () => {
    expect(() => centsFromReais(Number.NaN)).toThrow(MoneyError);
    expect(() => centsFromReais(Number.POSITIVE_INFINITY)).toThrow(MoneyError);
  });
  it('round-trips every two-decimal amount', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (n) => {
      expect(centsFromReais(reaisFromCents(cents(n)))).toBe(n);
    }));
  });
});

describe('cents', () => {
  it('accepts integers only', () => {
    expect(cents(5)).toBe(5);
    expect(() => cents(1.5)).toThrow(MoneyError);
    expect(() => cents(Number.NaN)).toThrow(MoneyError);
  });
});

describe('mulDivHalfUp', () => {
  it('rounds ties up', () => {
    expect(mulDivHalfUp(cents(10), 5, 100)).toBe(1); // 0.5 → 1
    expect(mulDivHalfUp(cents(9), 5, 100)).toBe(0); // 0.45 → 0
    expect(mulDivHalfUp(cents(30), 5, 100)).toBe(2); // 1.5 → 2
  });
  it('stays exact on amounts beyond float precision', () => {
    expect(mulDivHalfUp(cents(2_000_000_000), 41 ** 9, 40 ** 9)).toBe(Math.round(2_000_000_000 * 1.025 ** 9));
  });
});

describe('formatBRL', () => {
  it('writes reais the Brazilian way', () => {
    expect(formatBRL(cents(123456))).toBe('R$\u00a01.234,56');
    expect(formatBRL(cents(5))).toBe('R$\u00a00,05');
    expect(formatBRL(cents(0))).toBe('R$\u00a00,00');
  });

  // Up to R$ 100 bilhões; beyond, Intl's own reais (value / 100) lose the last centavo to floating point.
  it('writes exactly what Intl writes for pt-BR BRL', () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    const viaIntl = (value: number) => intl.format(value / 100);
    for (const value of [0, -0, 1, -1, 99, 100, -100, 99_999, 100_000, 123_456_789, -123_456_789, 12.5, -12.5, 1e13]) {
      expect(formatBRL(value as Cents), String(value)).toBe(viaIntl(value));
    }
    fc.assert(fc.property(fc.integer({ min: -1e13, max: 1e13 }), (value) => formatBRL(cents(value)) === viaIntl(value)));
  });
});
