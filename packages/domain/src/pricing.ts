import { cents, type Cents, mulDivHalfUp } from './money.ts';

/** The platform's service fee, a percentage of the product price. */
export const SERVICE_FEE_PERCENT = 5;
export const MIN_QUOTAS = 2;
export const MAX_QUOTAS = 20;

/**
 * The group sizes a product may be bought in: its own minimum and maximum (the operator sets 1–50 and
 * 2–100) brought within MIN_QUOTAS–MAX_QUOTAS. Both are clamped, so the range is never empty.
 */
export function allowedGroupSizes(productMin: number, productMax: number): { min: number; max: number } {
  const clamp = (n: number) => Math.min(MAX_QUOTAS, Math.max(MIN_QUOTAS, n));
  const min = clamp(productMin);
  return { min, max: Math.max(min, clamp(productMax)) };
}

/** The service fee of a price: 5%, rounded half-up to the centavo. */
export function serviceFee(price: Cents): Cents {
  return mulDivHalfUp(price, SERVICE_FEE_PERCENT, 100);
}

/** What the group pays in all: the price plus the service fee. */
export function groupTotal(price: Cents): Cents {
  return cents(price + serviceFee(price));
}

/**
 * Splits an amount into `parts` integer shares that add up to exactly the amount: every share is
 * the floor of the division and the leftover centavos go one each to the first shares, so shares
 * differ by at most one centavo and none is lost or invented.
 */
export function splitEvenly(amount: Cents, parts: number): Cents[] {
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError(`número de partes inválido: ${parts}`);
  const base = Math.floor(amount / parts);
  const leftover = amount - base * parts;
  return Array.from({ length: parts }, (_, i) => cents(base + (i < leftover ? 1 : 0)));
}

export interface Quota {
  /** What this seat pays. */
  amount: Cents;
  /** The part of `amount` that pays the product. */
  productPart: Cents;
  /** The part of `amount` that pays the service fee. */
  servicePart: Cents;
}

export interface QuotaPlan {
  price: Cents;
  fee: Cents;
  total: Cents;
  /** One quota per seat, in seat order; the first seats carry the leftover centavos. */
  quotas: Quota[];
}

/**
 * The group's quotas for a product price and a number of people. The total is split first, then
 * the product price with the same rule, and the fee part of each seat is what remains of its quota,
 * so every column adds up exactly: Σ amount = total, Σ productPart = price, Σ servicePart = fee.
 */
export function planQuotas(price: Cents, numberOfQuotas: number): QuotaPlan {
  const total = groupTotal(price);
  const amounts = splitEvenly(total, numberOfQuotas);
  const productParts = splitEvenly(price, numberOfQuotas);
  const quotas = amounts.map((amount, i) => {
    const productPart = productParts[i] as Cents;
    return { amount, productPart, servicePart: cents(amount - productPart) };
  });
  return { price, fee: cents(total - price), total, quotas };
}

/** The per-person price of a group of `size` people: the largest quota of the split. */
export function perPersonPrice(price: Cents, size: number): Cents {
  return (planQuotas(price, size).quotas[0] as Quota).amount;
}
