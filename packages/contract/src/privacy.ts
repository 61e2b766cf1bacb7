import { isNameTooLong, isValidPhone, nameTooLongMessage, phoneProblem } from '@juntai/domain';
import { z } from 'zod';
import { emailInput, isoDateTime, messageAnswerSchema, reais } from './common.ts';
import { groupStatuses } from './groups.ts';
import { privacyMessages } from './privacy-messages.ts';

export { privacyMessages } from './privacy-messages.ts';

/**
 * A person's data rights (LGPD art. 18, ADR 0053). The shopper proves the e-mail with the Meus Grupos
 * session (X-Dashboard-Session); the operator acts on a person's behalf from /super-admin/privacidade.
 */

// ── GET /api/dashboard/my-data, GET /api/super-admin/privacy/export ────────────────────────────
/** Everything held under one e-mail: own contacts and payments, never another person's e-mail or WhatsApp. */
export const personalDataExportSchema = z.object({
  email: z.string(),
  generated_at: isoDateTime,
  groups_organized: z.array(z.object({
    link_id: z.string(),
    product_name: z.string(),
    status: z.enum(groupStatuses),
    total_value: reais,
    number_of_quotas: z.number().int(),
    creator_name: z.string(),
    creator_whatsapp: z.string(),
    /** The names as the organizer typed them: names only, no one else's contacts. */
    participants: z.array(z.string()),
    created_at: isoDateTime,
    expires_at: isoDateTime,
    closed_at: isoDateTime.nullable(),
  })),
  payments: z.array(z.object({
    link_id: z.string(),
    product_name: z.string(),
    name: z.string(),
    whatsapp: z.string(),
    method: z.enum(['card', 'pix']),
    installments: z.number().int(),
    amount: reais,
    installment_amount: reais,
    status: z.string(),
    created_at: isoDateTime,
    paid_at: isoDateTime.nullable(),
  })),
  emails: z.array(z.object({
    subject: z.string(),
    status: z.string(),
    created_at: isoDateTime,
    sent_at: isoDateTime.nullable(),
  })),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

// ── PUT /api/dashboard/my-data ─────────────────────────────────────────────────────────────────
const optionalName = z.string().trim().refine((name) => !isNameTooLong(name), nameTooLongMessage)
  .optional().transform((v) => (v ? v : undefined));
/** The phone rule of every WhatsApp field (@juntai/domain), its own message for each way a number is wrong. */
const optionalWhatsapp = z.string().trim().optional().transform((v) => (v ? v : undefined))
  .check((ctx) => {
    const problem = ctx.value !== undefined && !isValidPhone(ctx.value) ? phoneProblem(ctx.value) : null;
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });

/** "Corrigir meus dados": the name and the WhatsApp on the person's groups still active; at least one. */
export const personalDataCorrectionSchema = z.object({ name: optionalName, whatsapp: optionalWhatsapp })
  .refine((v) => v.name !== undefined || v.whatsapp !== undefined, privacyMessages.nothingToCorrect);
export type PersonalDataCorrection = z.input<typeof personalDataCorrectionSchema>;

export const personalDataCorrectionResponseSchema = messageAnswerSchema.extend({
  groups_updated: z.number().int(), payments_updated: z.number().int(),
});

// ── POST /api/dashboard/my-data/erasure, POST /api/super-admin/privacy/erasure ─────────────────
export const personalDataErasureResponseSchema = messageAnswerSchema.extend({
  /** Groups that ended, whose data of the person is anonymised now. */
  groups_anonymised: z.number().int(),
  /** Groups still active: the person's data there is anonymised by the daily job once each ends. */
  active_groups_waiting: z.number().int(),
});
export type PersonalDataErasureResponse = z.infer<typeof personalDataErasureResponseSchema>;

// ── /api/super-admin/privacy ───────────────────────────────────────────────────────────────────
export const privacySearchQuerySchema = z.object({
  q: z.string({ error: privacyMessages.invalidSearch }).trim().min(3, privacyMessages.invalidSearch).max(254, privacyMessages.invalidSearch),
});
export const privacyPersonQuerySchema = z.object({ email: emailInput(privacyMessages.invalidEmail) });
export const privacyErasureRequestSchema = z.object({ email: emailInput(privacyMessages.invalidEmail) });

/** One person found: an e-mail with how much is held under it. */
export const privacySearchResponseSchema = z.object({
  success: z.literal(true),
  people: z.array(z.object({
    email: z.string(),
    names: z.array(z.string()),
    groups_organized: z.number().int(),
    payments: z.number().int(),
    active_groups: z.number().int(),
  })),
});
export type PrivacySearchResponse = z.infer<typeof privacySearchResponseSchema>;
