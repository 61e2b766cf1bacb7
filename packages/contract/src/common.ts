import { z } from 'zod';
import { centsFromReais, type Cents, isValidEmail, reaisFromCents } from '@juntai/domain';

// Zod's own messages in Portuguese for anything a schema does not word itself.
z.config(z.locales.pt());

/** The error body of every 4xx/5xx answer: `detail` is a sentence in Portuguese for a person. */
export const errorSchema = z.object({
  success: z.literal(false),
  detail: z.string(),
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorSchema>;

/** The success of a change, said in Portuguese in `detail` (the panels' calls); a call's own fields extend it. */
export const detailAnswerSchema = z.object({ success: z.literal(true), detail: z.string() });
/** The same with the sentence in `message`, the field the spec gives the shopper's and the account calls. */
export const messageAnswerSchema = z.object({ success: z.literal(true), message: z.string() });

/** The secret of an e-mailed link (sign-up, password reset, invitation, access link); anything else is `detail`. */
export const linkTokenInput = (detail: string) => z.string({ error: detail }).trim().regex(/^[A-Za-z0-9_-]{16,128}$/, detail);

/** Money in answers: reais with at most two decimals. */
export const reais = z.number().multipleOf(0.01);

/**
 * The plausible bounds of typed amounts, in centavos: a price or fee beyond them is a
 * typing slip (a comma lost, "499,90" read as 49990), so the server refuses it rather than sell it.
 */
export const PRODUCT_PRICE_MAX_CENTS = 100_000_000; // R$ 1.000.000,00
export const PLAN_MONTHLY_FEE_MAX_CENTS = 10_000_000; // R$ 100.000,00

/** Money in requests: reais with at most two decimals, from `min` to `max` centavos, converted to centavos. */
export const reaisInput = (detail: string, { min = 0, max }: { min?: number; max: number }) =>
  // The bounds first, in reais: a huge number never reaches centsFromReais, which would throw (a 500).
  z.number({ error: detail }).finite(detail).min(min / 100, detail).max(max / 100, detail)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, detail)
    .transform((v): Cents => centsFromReais(v));

/** A percentage in requests: from 0 to `max`, in steps of 0.1 (the spec's step for every percentage). */
export const percentInput = (detail: string, max: number) =>
  z.number({ error: detail }).finite(detail).min(0, detail).max(max, detail)
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6, detail);

export const toReais = (value: number): number => reaisFromCents(value as Cents);

/** A positive integer id in a URL path; anything else is a 400 with `detail`. */
/** The largest id the database's integer columns hold: a larger one names nothing (and must not reach SQL). */
export const MAX_DB_ID = 2_147_483_647;

export const idParam = (detail: string) =>
  z.object({ id: z.string().regex(/^[1-9][0-9]{0,9}$/, detail).transform(Number).refine((n) => n <= MAX_DB_ID, detail) });

export const isoDateTime = z.string();

/**
 * Every e-mail field of every request: a bare address (@juntai/domain's isValidEmail), kept trimmed and
 * lower-cased, so caps and look-ups compare one spelling. `detail` is the field's own Portuguese message;
 * `emptyDetail` when an empty field says something else (a required field).
 */
export const emailInput = (detail: string, emptyDetail = detail) =>
  z.string({ error: emptyDetail }).trim().toLowerCase().min(1, emptyDetail).max(254, detail).refine(isValidEmail, detail);
