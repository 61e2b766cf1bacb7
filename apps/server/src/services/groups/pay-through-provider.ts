import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { groupMessages } from '@juntai/contract';
import { type Cents, PIX_TXID_RANDOM_BYTES, pixTxidFor } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import type { GroupRow, PaymentMethod, PaymentRow, PaymentStatus } from '../../db/schema.ts';
import type { CardToken } from '../payments/provider.ts';

const PIX_TXID_PREFIX = 'JT';

/** What a join is known by at the provider: its reference (the base of the provider's idempotency keys) and PIX txid. */
export interface ProviderIdentity {
  reference: string;
  /** Only for a PIX join: drawing it costs a card join for nothing. */
  pixTxid: string | null;
}

/**
 * Without an Idempotency-Key, a join's provider identity is random. With one it is derived from the
 * key (and the group, the key's scope), so every attempt of one request asks the provider the same
 * thing: a retry after an instance died between the provider call and the confirmation repeats that
 * call, which the provider acts on once, instead of authorising the card a second time.
 * `attempt` counts the key's earlier reservations that were released without an answer (ADR 0034):
 * each new one gets a reference of its own, so the provider never replays a released authorisation.
 */
export function providerIdentity(linkId: string, idempotencyKey: string | undefined, method: PaymentMethod, attempt = 0): ProviderIdentity {
  if (idempotencyKey === undefined) {
    return {
      // 122 random bits from Node's pooled entropy: randomBytes asked OpenSSL anew on every join, a
      // fortieth of the join's CPU.
      reference: `jt_${randomUUID().replaceAll('-', '')}`,
      pixTxid: method === 'pix' ? pixTxidFor(PIX_TXID_PREFIX, randomBytes(PIX_TXID_RANDOM_BYTES)) : null,
    };
  }
  const digest = (purpose: string) => createHash('sha256').update(`${purpose}\0${linkId}\0${idempotencyKey}`).digest();
  const first = `jt_${digest('reference').subarray(0, 16).toString('hex')}`;
  return {
    reference: attempt === 0 ? first : `${first}.${attempt}`,
    pixTxid: method === 'pix' ? pixTxidFor(PIX_TXID_PREFIX, digest(attempt === 0 ? 'pix-txid' : `pix-txid\0${attempt}`).subarray(0, PIX_TXID_RANDOM_BYTES)) : null,
  };
}

/** The reference of a key's first attempt, which every later attempt's reference starts with. */
export function isAttemptOf(reference: string, first: string): boolean {
  return reference === first || reference.startsWith(`${first}.`);
}

/** What the provider said of a reserved seat's payment: the row's new status and columns, and the answer. */
export interface ProviderOutcome {
  status: Extract<PaymentStatus, 'authorized' | 'failed' | 'processing'>;
  changes: Pick<PaymentRow, 'provider_reference'> & Partial<Pick<PaymentRow, 'pix_copia_e_cola' | 'pix_expires_at' | 'paid_at' | 'installment_cents'>>;
  statusCode: 201 | 402;
  message: string;
}

/**
 * Asks the provider for a reserved seat's money, outside any transaction (ADR 0034): a card is
 * authorised (201, the quota counts as paid), declined (402, kept as a failed attempt) or left under
 * review (201, processing until a notification settles it); a PIX opens a pending charge (201,
 * processing) that never outlives the group. Writes nothing: the confirmation does.
 */
export async function payThroughProvider(
  ctx: AppContext, group: GroupRow, seat: PaymentRow, card: CardToken | undefined, pixPayerCpf?: string,
): Promise<ProviderOutcome> {
  const provider = ctx.payments;
  const { reference } = seat;
  const payer = { name: seat.name, email: seat.email };
  const description = `Cota ${group.product_name}`;
  const amount = seat.amount_cents as Cents;
  const now = ctx.clock.now();
  if (seat.method === 'card') {
    const result = await provider.authorizeCard({ reference, amount, installments: seat.installments, payer, description, ...(card ? { card } : {}) });
    const changes = { provider_reference: result.providerReference };
    if (result.approved === 'pending') return { status: 'processing', changes, statusCode: 201, message: groupMessages.cardPending };
    return result.approved
      ? {
        status: 'authorized', statusCode: 201, message: groupMessages.cardApproved,
        // A provider that quotes its own plans (Mercado Pago) says what each instalment really is.
        changes: { ...changes, paid_at: now, ...(result.installmentAmount ? { installment_cents: result.installmentAmount } : {}) },
      }
      : { status: 'failed', changes, statusCode: 402, message: groupMessages.cardDeclined };
  }
  const txid = seat.pix_txid ?? pixTxidFor(PIX_TXID_PREFIX, randomBytes(PIX_TXID_RANDOM_BYTES));
  const ttl = new Date(now.getTime() + ctx.env.PIX_CHARGE_TTL_MINUTES * 60_000);
  const expiresAt = ttl < group.expires_at ? ttl : group.expires_at;
  const charge = await provider.createPixCharge({ reference, txid, amount, expiresAt, description, payer: { ...payer, cpf: pixPayerCpf } });
  return {
    status: 'processing',
    statusCode: 201,
    message: groupMessages.pixGenerated,
    changes: {
      provider_reference: charge.providerReference, pix_copia_e_cola: charge.copiaECola,
      // Never later than the group: a charge must not outlive the quota it pays.
      pix_expires_at: charge.expiresAt < expiresAt ? charge.expiresAt : expiresAt,
    },
  };
}
