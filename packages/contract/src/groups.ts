import { z } from 'zod';
import { isNameTooLong, isValidCpf, nameTooLongMessage, phoneDigits, phoneProblem, RESCUE_MAX_EXTENSION_HOURS_BOUNDS, MAX_INSTALLMENTS, MAX_NAME_LENGTH, MAX_QUOTAS, MIN_INSTALLMENTS, MIN_QUOTAS, GROUP_STATUSES, type GroupStatus, LINK_ID_PATTERN, PAYER_PAYMENT_STATES } from '@juntai/domain';
import { emailInput, isoDateTime, MAX_DB_ID, messageAnswerSchema, reais } from './common.ts';
import { extensionMessages, groupMessages } from './groups-messages.ts';

export { extensionMessages, extensionRefusalText, groupMessages, IDEMPOTENCY_KEY_HEADER, MAX_PAYER_TOKENS, ORGANIZER_TOKEN_HEADER, PAYER_TOKEN_HEADER, SERVER_TIME_HEADER } from './groups-messages.ts';


/**
 * `code` of the error answers of the group API, for a client that needs to branch on the kind of
 * error rather than on the sentence in `detail`.
 */
export const groupErrorCodes = {
  validation: 'validation',
  notFound: 'not_found',
  forbidden: 'organizer_only',
  productInactive: 'product_inactive',
  groupNotActive: 'group_not_active',
  groupActive: 'group_active',
  refundsPending: 'refunds_pending',
  groupFull: 'group_full',
  seatTaken: 'seat_taken',
  duplicateName: 'duplicate_name',
  organizerFixed: 'organizer_fixed',
  participantPaying: 'participant_paying',
  paymentDeclined: 'payment_declined',
  idempotencyMismatch: 'idempotency_mismatch',
  providerUnavailable: 'provider_unavailable',
  paymentNotCompleted: 'payment_not_completed',
  pixChargeNotActive: 'pix_charge_not_active',
  rateLimited: 'rate_limited',
  extensionRefused: 'extension_refused',
} as const;

const requiredText = z.string({ error: groupMessages.required }).trim().min(1, groupMessages.required);
/** A person's name, refused (never cut) when longer than the domain's limit. */
const personName = requiredText.refine((name) => !isNameTooLong(name), nameTooLongMessage);
const email = emailInput(groupMessages.invalidEmail, groupMessages.required);
/** Any Brazilian phone as people paste it ("+55 11 98765-4321"), kept as its national digits ("11987654321"). */
const whatsapp = requiredText
  .check((ctx) => {
    const problem = ctx.value ? phoneProblem(ctx.value) : null;
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  })
  .overwrite(phoneDigits);

/** Group link ids are 22 characters of base64url (128 random bits); this also takes older, longer ones. */
export const linkIdParamsSchema = z.object({
  linkId: z.string().regex(LINK_ID_PATTERN, groupMessages.invalidLinkId),
});
export const linkIdSnakeParamsSchema = z.object({
  link_id: z.string().regex(LINK_ID_PATTERN, groupMessages.invalidLinkId),
});
export const participantParamsSchema = linkIdParamsSchema.extend({
  name: z.string().trim().min(1, groupMessages.emptyParticipantName).max(MAX_NAME_LENGTH * 4),
});


// ── POST /api/groups ───────────────────────────────────────────────────────────────────────────
export const createGroupRequestSchema = z.object({
  product_id: z.number({ error: groupMessages.required }).int(groupMessages.productNotFound).positive(groupMessages.productNotFound).max(MAX_DB_ID, groupMessages.productNotFound),
  number_of_quotas: z.number({ error: groupMessages.quotasRange }).int(groupMessages.quotasRange)
    .min(MIN_QUOTAS, groupMessages.quotasRange).max(MAX_QUOTAS, groupMessages.quotasRange),
  creator_name: personName,
  creator_email: email,
  creator_whatsapp: whatsapp,
  /** Exactly `number_of_quotas` names, the organizer first (checked by domain validateInviteList). */
  invited_participants: z.array(z.string({ error: groupMessages.emptyParticipantName }), { error: groupMessages.required })
    .max(MAX_QUOTAS, `A lista pode ter no máximo ${MAX_QUOTAS} participantes`),
});
export type CreateGroupRequest = z.infer<typeof createGroupRequestSchema>;

// ── The group as anyone holding the link sees it (no e-mails, no participant phones) ───────────
export const participantPaymentStatuses = ['paid', 'pending', 'processing', 'failed'] as const;
export type ParticipantPaymentStatus = (typeof participantPaymentStatuses)[number];
/** The lifecycle's statuses live in the domain (group-rules.ts); the contract shows the same list. */
export const groupStatuses = GROUP_STATUSES;
export type GroupStatusValue = GroupStatus;

export const participantSchema = z.object({
  name: z.string(),
  is_creator: z.boolean(),
  payment_status: z.enum(participantPaymentStatuses),
  /** Present (true) when the organizer paid this quota for them (to rescue a group short of payers). */
  paid_by_organizer: z.literal(true).optional(),
  /**
   * Present (true) while the quota is held by a card only authorised: it counts as paid for the group
   * (payment_status stays the spec's "paid") but nothing is charged until the group completes.
   */
  card_reserved: z.literal(true).optional(),
});
export type Participant = z.infer<typeof participantSchema>;

export const groupSchema = z.object({
  link_id: z.string(),
  /** Null once the operator deleted the product; the group keeps its own name, image and price. */
  product_id: z.number().int().nullable(),
  product_name: z.string(),
  product_image: z.string(),
  product_price: reais,
  total_value: reais,
  number_of_quotas: z.number().int(),
  /** The largest quota (seats differ by at most one centavo; see domain/pricing.ts). */
  quota_value: reais,
  quota_product_part: reais,
  quota_service_part: reais,
  creator_name: z.string(),
  // No creator_whatsapp: any site may read this answer (the store's widget does); the group page asks
  // for the organizer's phone apart, in a call no other site may read (organizerContactSchema).
  invited_participants: z.array(z.string()),
  /** One row per invited name, in list order, with that seat's payment state. */
  participants: z.array(participantSchema),
  paid_count: z.number().int(),
  status: z.enum(groupStatuses),
  expires_at: isoDateTime,
  /** Whether the organizer already extended the deadline (it can be done once: ADR 0031). */
  extended: z.boolean(),
  created_at: isoDateTime,
  /** The server's clock when answering, so countdowns do not trust the phone's clock. */
  server_time: isoDateTime,
  payment_summary: z.object({
    pending_count: z.number().int(),
    processing_count: z.number().int(),
    failed_count: z.number().int(),
  }),
});
export type Group = z.infer<typeof groupSchema>;

/**
 * GET /api/groups/{linkId}: the group without `server_time`, so one serialised answer serves every
 * reader; the server's clock comes in the answer's SERVER_TIME_HEADER instead.
 */
export const groupReadSchema = groupSchema.omit({ server_time: true });

/** GET /api/groups/{linkId}/organizer-contact: the organizer's WhatsApp, for the group page's own origin only. */
export const organizerContactSchema = z.object({ creator_whatsapp: z.string() });
export type OrganizerContact = z.infer<typeof organizerContactSchema>;

export const createGroupResponseSchema = messageAnswerSchema.extend({
  link_id: z.string(),
  /** Secret shown once: the browser keeps it; the server stores only its hash. */
  organizer_token: z.string(),
  group: groupSchema,
});
export type CreateGroupResponse = z.infer<typeof createGroupResponseSchema>;

// ── PUT /api/groups/{linkId}, DELETE /api/groups/{linkId}/participants/{name} ──────────────────
export const updateInviteesRequestSchema = z.object({
  invited_participants: z.array(z.string({ error: groupMessages.emptyParticipantName }), { error: groupMessages.required })
    .min(1, groupMessages.organizerCannotBeRemoved)
    .max(MAX_QUOTAS * 2, `A lista pode ter no máximo ${MAX_QUOTAS} participantes`),
});
export type UpdateInviteesRequest = z.infer<typeof updateInviteesRequestSchema>;

// ── POST /api/groups/{linkId}/extend ─────────────────────────────────────────────────────────────
/** Hours to add to the deadline; the operator's maximum (at most 72) is checked by the server's rule. */
const extensionHoursMessage = extensionMessages.refusal.too_long(RESCUE_MAX_EXTENSION_HOURS_BOUNDS.max);
export const extendGroupRequestSchema = z.object({
  hours: z.number({ error: extensionHoursMessage }).int(extensionHoursMessage)
    .min(1, extensionHoursMessage).max(RESCUE_MAX_EXTENSION_HOURS_BOUNDS.max, extensionHoursMessage),
});
export type ExtendGroupRequest = z.infer<typeof extendGroupRequestSchema>;

export const groupChangeResponseSchema = messageAnswerSchema.extend({
  group: groupSchema,
});
export type GroupChangeResponse = z.infer<typeof groupChangeResponseSchema>;

// ── POST /api/groups/{linkId}/join ─────────────────────────────────────────────────────────────
export const paymentMethods = ['card', 'pix'] as const;
const cardTokenMessage = 'Não foi possível ler os dados do cartão. Confira e tente de novo.';
/** A payer's CPF, digits only, checked with the domain's rule (its check digits). */
const cpf = z.string().regex(/^\d{11}$/, 'Informe um CPF válido (11 dígitos)').refine(isValidCpf, 'Informe um CPF válido (11 dígitos)');
export const cardTokenSchema = z.object({
  token: z.string({ error: cardTokenMessage }).regex(/^[A-Za-z0-9_-]{8,200}$/, cardTokenMessage),
  /** The provider's id of the card brand ("visa", "master"), as its SDK named it. */
  payment_method_id: z.string({ error: cardTokenMessage }).regex(/^[a-z_]{2,30}$/, cardTokenMessage),
  issuer_id: z.string().regex(/^\d{1,20}$/, cardTokenMessage).optional(),
  /** The holder's CPF, when the provider asks for it (digits only). */
  cpf: cpf.optional(),
  /**
   * The device id the provider's browser SDK draws for this visit (Mercado Pago's MP_DEVICE_SESSION_ID),
   * sent on to the provider with the payment: its fraud checks weigh it, and its documentation asks for it.
   */
  device_id: z.string().regex(/^[A-Za-z0-9._:-]{1,200}$/, 'Identificador do dispositivo inválido').optional(),
});
export type CardTokenInput = z.infer<typeof cardTokenSchema>;
export const joinRequestSchema = z.object({
  name: personName,
  email,
  whatsapp,
  payment_method: z.enum(paymentMethods, { error: 'Escolha a forma de pagamento: cartão ou PIX' }),
  installments: z.number({ error: groupMessages.invalidInstallments }).int(groupMessages.invalidInstallments)
    .min(MIN_INSTALLMENTS, groupMessages.invalidInstallments).max(MAX_INSTALLMENTS, groupMessages.invalidInstallments).default(1),
  /** Sent by the spec's client as "paid"; accepted and ignored: the server decides every status. */
  payment_status: z.unknown().optional(),
  /**
   * The card as the payment provider's browser SDK tokenised it (Mercado Pago): required for a card
   * when GET /api/settings/public names a `payment_checkout`, ignored otherwise. The number never comes here.
   */
  card: cardTokenSchema.optional(),
  /**
   * The payer's CPF for a PIX, when GET /api/settings/public says `payment_checkout.pix_requires_cpf`
   * (Mercado Pago asks for it to make the charge); ignored for a card. Passed on, never stored.
   */
  cpf: cpf.optional(),
  /**
   * The organizer pays this quota for someone on the list (to rescue a group short of payers): needs the organizer's
   * token (X-Organizer-Token) or their Meus Grupos session; the seat then shows as paid by the organizer.
   */
  covered_by_organizer: z.boolean({ error: 'covered_by_organizer deve ser true ou false' }).optional(),
});
export type JoinRequest = z.input<typeof joinRequestSchema>;

export const pixChargeSchema = z.object({
  txid: z.string(),
  copia_e_cola: z.string(),
  /** PNG data URL of the QR code. */
  qr_code: z.string(),
  expires_at: isoDateTime,
});
export type PixCharge = z.infer<typeof pixChargeSchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  method: z.enum(paymentMethods),
  status: z.enum(participantPaymentStatuses),
  amount: reais,
  installments: z.number().int(),
  installment_value: reais,
  pix: pixChargeSchema.nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const joinResponseSchema = messageAnswerSchema.extend({
  payment: paymentSchema,
  group: groupSchema,
  /**
   * Secret shown once (a replay of the same Idempotency-Key shows the same one): the browser keeps it
   * and sends it as X-Payer-Token to see what it paid; the server stores only its hash. Absent only
   * from answers stored before payer tokens existed.
   */
  payer_token: z.string().optional(),
});
export type JoinResponse = z.infer<typeof joinResponseSchema>;

// ── GET /api/groups/{linkId}/my-payments (X-Payer-Token) ─────────────────────────────────────────
/** What a payment's receipt says (the domain's payerPaymentState: "paid" only once money has arrived). */
export const myPaymentStatuses = PAYER_PAYMENT_STATES;
export const myPaymentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  method: z.enum(paymentMethods),
  status: z.enum(myPaymentStatuses),
  /** The charge to pay, only while a PIX is `pix_waiting`, and only to its payer: null otherwise. */
  pix: pixChargeSchema.nullable(),
  amount: reais,
  installments: z.number().int(),
  installment_value: reais,
  /** The total the card is charged (installments × installment value; the quota itself at 1x and PIX). */
  total: reais,
  created_at: isoDateTime,
  paid_at: isoDateTime.nullable(),
});
export type MyPayment = z.infer<typeof myPaymentSchema>;
export const myPaymentsResponseSchema = z.object({ payments: z.array(myPaymentSchema) });
export type MyPaymentsResponse = z.infer<typeof myPaymentsResponseSchema>;

export const deleteGroupResponseSchema = messageAnswerSchema;

// ── Payments: provider webhooks and the simulated provider's "pay this PIX" button ────────────
export const webhookParamsSchema = z.object({
  provider: z.string().regex(/^[a-z0-9_-]{1,40}$/, 'Provedor de pagamento desconhecido'),
});
export const WEBHOOK_SIGNATURE_HEADER = 'x-webhook-signature';
export const webhookAckSchema = messageAnswerSchema;

export const pixTxidParamsSchema = z.object({
  txid: z.string().regex(/^[A-Za-z0-9]{1,25}$/, groupMessages.pixChargeNotFound),
});

/** Answer of POST /api/payments/simulated/pix/{txid}/pay (only while PAYMENT_PROVIDER=simulated). */
export const simulatePixPaymentResponseSchema = messageAnswerSchema.extend({
  payment_status: z.enum(participantPaymentStatuses),
  group: groupSchema,
});
export type SimulatePixPaymentResponse = z.infer<typeof simulatePixPaymentResponseSchema>;
