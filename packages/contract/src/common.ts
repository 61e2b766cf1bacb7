import { z } from 'zod';
import { centsFromReais, type Cents, reaisFromCents } from '@juntai/domain';

// Zod's own messages in Portuguese for anything a schema does not word itself.
z.config(z.locales.pt());

/** The error body of every 4xx/5xx answer: `detail` is a sentence in Portuguese for a person. */
export const errorSchema = z.object({
  success: z.literal(false),
  detail: z.string(),
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorSchema>;

/** Money in answers: reais with at most two decimals. */
export const reais = z.number().multipleOf(0.01);

/** Money in requests: reais, non-negative, with at most two decimals, converted to centavos. */
export const reaisInput = (detail: string) =>
  z.number({ error: detail }).finite(detail).min(0, detail)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, detail)
    .transform((v): Cents => centsFromReais(v));

export const toReais = (value: number): number => reaisFromCents(value as Cents);

/** A positive integer id in a URL path; anything else is a 400 with `detail`. */
/** The largest id the database's integer columns hold: a larger one names nothing (and must not reach SQL). */
export const MAX_DB_ID = 2_147_483_647;

export const idParam = (detail: string) =>
  z.object({ id: z.string().regex(/^[1-9][0-9]{0,9}$/, detail).transform(Number).refine((n) => n <= MAX_DB_ID, detail) });

export const isoDateTime = z.string();
