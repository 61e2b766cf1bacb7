import { cents, type Cents } from './money.ts';
import { perPersonPrice } from './pricing.ts';

/**
 * Rules of the public marketplace (shopper.md §2 "Marketplace", §5, §9): price bands, the three
 * example group sizes of a product card with their per-person prices, sorting and occasion labels.
 */

export type PriceBand = 'low' | 'medium' | 'high';

/** Band limits, inclusive: low up to R$ 1.000,00, medium above that up to R$ 5.000,00, high above. */
export const PRICE_BAND_LOW_MAX = cents(100_000);
export const PRICE_BAND_MEDIUM_MAX = cents(500_000);

export const PRICE_BANDS: ReadonlyArray<{ value: PriceBand; label: string }> = [
  { value: 'low', label: 'Até R$ 1.000' },
  { value: 'medium', label: 'R$ 1.000 a R$ 5.000' },
  { value: 'high', label: 'Acima de R$ 5.000' },
];

export function priceBand(price: Cents): PriceBand {
  if (price <= PRICE_BAND_LOW_MAX) return 'low';
  if (price <= PRICE_BAND_MEDIUM_MAX) return 'medium';
  return 'high';
}

function checkSizes(min: number, max: number): void {
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 1 || max < min) {
    throw new RangeError(`tamanhos de grupo inválidos: ${min}–${max}`);
  }
}

/** The group sizes a product card shows: the minimum, the rounded-up midpoint and the maximum, without repeats. */
export function groupSizeExamples(min: number, max: number): number[] {
  checkSizes(min, max);
  return [...new Set([min, Math.ceil((min + max) / 2), max])];
}

/** The per-person price of each example group size (the largest quota of that split, fee included). */
export function perPersonPrices(price: Cents, min: number, max: number): Array<{ size: number; price: Cents }> {
  return groupSizeExamples(min, max).map((size) => ({ size, price: perPersonPrice(price, size) }));
}

export type ProductSort = 'relevance' | 'price_asc' | 'price_desc' | 'newest';
export const PRODUCT_SORTS: readonly ProductSort[] = ['relevance', 'price_asc', 'price_desc', 'newest'];

/**
 * A sorted copy of the products (the input is left alone). Relevance puts featured products first
 * and otherwise keeps the given order; every sort is stable, so equal products keep their order.
 * Products with an unreadable `created_at` come last in "newest".
 */
export function sortProducts<T extends { price: number; created_at: string; featured: boolean }>(
  products: readonly T[],
  sort: ProductSort,
): T[] {
  const copy = [...products];
  switch (sort) {
    case 'relevance':
      return copy.sort((a, b) => Number(b.featured) - Number(a.featured));
    case 'price_asc':
      return copy.sort((a, b) => a.price - b.price);
    case 'price_desc':
      return copy.sort((a, b) => b.price - a.price);
    case 'newest': {
      const time = (p: T) => {
        const t = Date.parse(p.created_at);
        return Number.isNaN(t) ? -Infinity : t;
      };
      return copy.sort((a, b) => {
        const ta = time(a);
        const tb = time(b);
        return ta === tb ? 0 : tb > ta ? 1 : -1;
      });
    }
  }
}

/** An occasion tile's label, "Grupos de 2-6 pessoas", from its suggested sizes; null when it has none. */
export function occasionLabel(sizes: readonly number[]): string | null {
  if (sizes.length === 0) return null;
  const min = Math.min(...sizes);
  const max = Math.max(...sizes);
  if (min === max) return `Grupos de ${min} ${min === 1 ? 'pessoa' : 'pessoas'}`;
  return `Grupos de ${min}-${max} pessoas`;
}
