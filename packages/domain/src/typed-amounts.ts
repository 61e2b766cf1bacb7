import { type Cents, formatBRL } from './money.ts';

/**
 * Amounts as a person types them in a form: the one reading of "1.234,56", "1234.56", "R$ 79,9" or
 * "3,5 %" for every money and percentage field. Brazilian first: a comma is the decimal
 * mark and dots group thousands; a text without a comma reads a dot as the decimal mark, except a dot
 * followed by exactly three digits ("1.234"), which a Brazilian writes for thousands. Nothing is ever
 * scaled silently: a text that fits no reading is refused, never guessed.
 */
export type TypedAmountProblem = 'empty' | 'invalid' | 'negative' | 'too-many-decimals';
export type TypedAmount<T> = { ok: true; value: T } | { ok: false; problem: TypedAmountProblem };

/** Digits beyond this are no amount anyone means, and would leave the safe integers. */
const MAX_DIGITS = 15;

const WITH_COMMA = /^(\d*|[1-9]\d{0,2}(?:\.\d{3})+),(\d*)$/;
const THOUSANDS = /^[1-9]\d{0,2}(?:\.\d{3})+$/;
const DOT_DECIMAL = /^(\d+)\.(\d+)$/;

/** The typed number as an integer count of 10^-decimals units ("79,9" with 2 decimals: 7990). */
function parseScaled(typed: string, decimals: number): TypedAmount<number> {
  const text = typed.replace(/[\s\u00a0\u202f]/g, '');
  if (text === '') return { ok: false, problem: 'empty' };
  if (/^[-−]\d/.test(text)) return { ok: false, problem: 'negative' };
  let whole: string;
  let fraction = '';
  const comma = WITH_COMMA.exec(text);
  const dot = DOT_DECIMAL.exec(text);
  if (comma) [, whole = '', fraction = ''] = comma;
  else if (/^\d+$/.test(text) || THOUSANDS.test(text)) whole = text;
  else if (dot) [, whole = '', fraction = ''] = dot;
  else return { ok: false, problem: 'invalid' };
  whole = whole.replace(/\./g, '');
  if (whole === '' && fraction === '') return { ok: false, problem: 'invalid' };
  if (fraction.length > decimals) return { ok: false, problem: 'too-many-decimals' };
  const digits = (whole.replace(/^0+/, '') || '0') + fraction.padEnd(decimals, '0');
  if (digits.length > MAX_DIGITS) return { ok: false, problem: 'invalid' };
  return { ok: true, value: Number(digits) };
}

/** "R$ 1.234,56", "1234,56", "1234.56", "79,9", "79" → centavos; at most two decimals. */
export function parseBrlAmount(typed: string): TypedAmount<Cents> {
  const parsed = parseScaled(typed.trim().replace(/^R\$/i, ''), 2);
  return parsed.ok ? { ok: true, value: parsed.value as Cents } : parsed;
}

/**
 * "3,5", "3.5", "3,5 %", "100" → basis points (hundredths of a percent: 3,5 % is 350), with at most
 * `decimals` decimals (the spec's percentages step by 0.1).
 */
export function parsePercentage(typed: string, decimals: 1 | 2 = 2): TypedAmount<number> {
  const parsed = parseScaled(typed.trim().replace(/%$/, ''), decimals);
  return parsed.ok ? { ok: true, value: parsed.value * 10 ** (2 - decimals) } : parsed;
}

/** Centavos as typed back into a field: "1.234,56" (formatBRL without its "R$ ", shown apart). */
export function formatBrlAmount(value: Cents): string {
  return formatBRL(value).replace(/^R\$\s/, '');
}

/** Basis points as a pt-BR percentage without the sign: 350 → "3,5", 300 → "3", 1025 → "10,25". */
export function formatPercentage(basisPoints: number): string {
  const total = Math.round(Math.abs(basisPoints));
  const whole = String(Math.floor(total / 100)).replace(/\B(?=(\d{3})+$)/g, '.');
  const fraction = String(total % 100).padStart(2, '0').replace(/0+$/, '');
  return `${basisPoints < 0 ? '-' : ''}${whole}${fraction ? `,${fraction}` : ''}`;
}
