/**
 * Money is an integer number of centavos everywhere inside Juntaí. The API speaks reais with two
 * decimals; the conversion happens only at the contract boundary, through `centsFromReais` and
 * `reaisFromCents`.
 */
export type Cents = number & { readonly __brand: 'Cents' };

export class MoneyError extends Error {}

/** Wraps an integer count of centavos, refusing fractions, NaN and unsafe integers. */
export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new MoneyError(`valor em centavos inválido: ${value}`);
  return value as Cents;
}

/**
 * Reais (as typed by a person or sent by a client) to centavos, rounding half-up at the third
 * decimal. Works on the decimal text of the number so that 1.005 becomes 101, not 100 as binary
 * floating point would make it.
 */
export function centsFromReais(reais: number): Cents {
  if (!Number.isFinite(reais)) throw new MoneyError(`valor inválido: ${reais}`);
  const negative = reais < 0;
  const [whole = '0', fraction = ''] = Math.abs(reais).toFixed(10).split('.');
  const padded = (fraction + '000').slice(0, 3);
  let value = Number(whole) * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) value += 1;
  return cents(negative ? -value : value);
}

/** Centavos to reais as a number with at most two decimals, for JSON answers. */
export function reaisFromCents(value: Cents): number {
  return Math.round(value) / 100;
}

/** a × numerator / denominator on integers, rounded half-up (away from zero on a tie). */
export function mulDivHalfUp(amount: Cents, numerator: number, denominator: number): Cents {
  const product = BigInt(amount) * BigInt(numerator);
  const divisor = BigInt(denominator);
  const sign = product < 0n !== divisor < 0n ? -1n : 1n;
  const absProduct = product < 0n ? -product : product;
  const absDivisor = divisor < 0n ? -divisor : divisor;
  const rounded = (absProduct * 2n + absDivisor) / (absDivisor * 2n);
  return cents(Number(sign * rounded));
}

/**
 * "R$ 1.234,56" — the one BRL formatter of the product: exactly what `Intl.NumberFormat('pt-BR',
 * { style: 'currency', currency: 'BRL' })` writes (money.test.ts compares the two), spelled out because
 * building that formatter loads ICU's locale data, about 100 ms of a throttled phone's main thread on
 * the first page that shows a price. Like Intl, "R$" and the number are joined by a
 * non-breaking space (U+00A0), so a line never ends in "R$" with its amount on the next.
 */
export function formatBRL(value: Cents): string {
  const negative = value < 0 || Object.is(value, -0);
  const total = Math.round(Math.abs(value));
  const reais = String(Math.floor(total / 100)).replace(/\B(?=(\d{3})+$)/g, '.');
  return `${negative ? '-' : ''}R$\u00a0${reais},${String(total % 100).padStart(2, '0')}`;
}
