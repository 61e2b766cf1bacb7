import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cents } from './money.ts';
import { perPersonPrice } from './pricing.ts';
import { groupSizeExamples, occasionLabel, PRICE_BANDS, priceBand, perPersonPrices, sortProducts } from './marketplace.ts';

describe('priceBand', () => {
  it('low up to R$ 1.000,00, medium up to R$ 5.000,00, high above', () => {
    expect(priceBand(cents(0))).toBe('low');
    expect(priceBand(cents(100000))).toBe('low');
    expect(priceBand(cents(100001))).toBe('medium');
    expect(priceBand(cents(500000))).toBe('medium');
    expect(priceBand(cents(500001))).toBe('high');
  });
  it('has the pt-BR labels in order', () => {
    expect(PRICE_BANDS.map((b) => b.value)).toEqual(['low', 'medium', 'high']);
    expect(PRICE_BANDS.map((b) => b.label)).toEqual(['Até R$ 1.000', 'R$ 1.000 a R$ 5.000', 'Acima de R$ 5.000']);
  });
});

describe('groupSizeExamples', () => {
  it('is the minimum, the rounded-up midpoint and the maximum', () => {
    expect(groupSizeExamples(2, 10)).toEqual([2, 6, 10]); // even sum
    expect(groupSizeExamples(2, 5)).toEqual([2, 4, 5]); // odd sum: 3.5 → 4
    expect(groupSizeExamples(3, 4)).toEqual([3, 4]); // midpoint is the maximum
    expect(groupSizeExamples(4, 4)).toEqual([4]);
  });
  it('refuses impossible ranges', () => {
    expect(() => groupSizeExamples(5, 2)).toThrow(RangeError);
    expect(() => groupSizeExamples(0, 2)).toThrow(RangeError);
    expect(() => groupSizeExamples(2.5, 4)).toThrow(RangeError);
  });
  it('is ascending, without repeats, within the range', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 50 }), (min, extra) => {
      const sizes = groupSizeExamples(min, min + extra);
      expect(sizes[0]).toBe(min);
      expect(sizes[sizes.length - 1]).toBe(min + extra);
      for (let i = 1; i < sizes.length; i++) expect(sizes[i]!).toBeGreaterThan(sizes[i - 1]!);
    }));
  });
});

describe('perPersonPrices', () => {
  it('uses the pricing split (price + 5%, largest quota)', () => {
    expect(perPersonPrices(cents(100000), 2, 5)).toEqual([
      { size: 2, price: 52500 }, { size: 4, price: 26250 }, { size: 5, price: 21000 },
    ]);
    expect(perPersonPrices(cents(100), 3, 3)).toEqual([{ size: 3, price: perPersonPrice(cents(100), 3) }]);
  });
});

describe('sortProducts', () => {
  const products = [
    { id: 1, price: 300, created_at: '2026-01-02T00:00:00Z', featured: false },
    { id: 2, price: 100, created_at: '2026-01-03T00:00:00Z', featured: true },
    { id: 3, price: 200, created_at: '2026-01-01T00:00:00Z', featured: false },
    { id: 4, price: 100, created_at: 'not a date', featured: true },
  ];
  const ids = (sorted: typeof products) => sorted.map((p) => p.id);
  it('relevance: featured first, otherwise the given order', () => {
    expect(ids(sortProducts(products, 'relevance'))).toEqual([2, 4, 1, 3]);
  });
  it('by price, stable on ties', () => {
    expect(ids(sortProducts(products, 'price_asc'))).toEqual([2, 4, 3, 1]);
    expect(ids(sortProducts(products, 'price_desc'))).toEqual([1, 3, 2, 4]);
  });
  it('newest first, unreadable dates last', () => {
    expect(ids(sortProducts(products, 'newest'))).toEqual([2, 1, 3, 4]);
  });
  it('leaves the input alone and keeps every product', () => {
    const before = ids(products);
    for (const sort of ['relevance', 'price_asc', 'price_desc', 'newest'] as const) {
      expect(ids(sortProducts(products, sort)).sort()).toEqual([...before].sort());
    }
    expect(ids(products)).toEqual(before);
  });
});

describe('occasionLabel', () => {
  it('shows the range of suggested sizes', () => {
    expect(occasionLabel([4, 2, 8])).toBe('Grupos de 2-8 pessoas');
    expect(occasionLabel([5])).toBe('Grupos de 5 pessoas');
    expect(occasionLabel([3, 3])).toBe('Grupos de 3 pessoas');
    expect(occasionLabel([])).toBeNull();
  });
});
