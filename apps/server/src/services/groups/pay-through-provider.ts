import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { groupMessages } from '@juntai/contract';
import { type Cents, installmentAmount, PIX_TXID_RANDOM_BYTES, pixTxidFor, whatsappDigits } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import type { GroupRow, PaymentMethod, PaymentRow } from '../../db/schema.ts';
import type { PaymentProvider } from '../payments/provider.ts';

const PIX_TXID_PREFIX = 'JT';

/** What a join is known by at the provider: its reference (the provider's idempotency key) and PIX txid. */
export interface ProviderIdentity {
  reference: string;
  /** Only for a PIX join: drawing it costs a card join for nothing. */
  pixTxid: string | null;
}

/**
 * Without an Idempotency-Key, a join's provider identity is random. With one it is derived from the
 * key (and the group, the key's scope), so every attempt of one request asks the provider the same
 * thing: if an instance dies between the provider call and the commit, the client's retry repeats that
 * call, which the provider acts on once (provider.ts), instead of authorising the card a second time
 * under a new reference and leaving the first hold on the shopper's card (issue 23, crash test).
 */
export function providerIdentity(linkId: string, idempotencyKey: string | undefined, method: PaymentMethod): ProviderIdentity {
  if (idempotencyKey === undefined) {
    return {
      // 122 random bits from Node's pooled entropy: randomBytes asked OpenSSL anew on every join, a
      // fortieth of the join's CPU (issue 11).
      reference: `jt_${randomUUID().replaceAll('-', '')}`,
      pixTxid: method === 'pix' ? pixTxidFor(PIX_TXID_PREFIX, randomBytes(PIX_TXID_RANDOM_BYTES)) : null,
    };
  }
  const digest = (purpose: string) => createHash('sha256').update(`${purpose}\0${linkId}\0${idempotencyKey}`).digest();
  return {
    reference: `jt_${digest('reference').subarray(0, 16).toString('hex')}`,
    pixTxid: method === 'pix' ? pixTxidFor(PIX_TXID_PREFIX, digest('pix-txid').subarray(0, PIX_TXID_RANDOM_BYTES)) : null,
  };
}

/** The seat a join pays, as chosen under the group's lock. */
export interface SeatToPay {
  /** The payment's id, drawn before the insert (readJoinFacts). */
  id: number;
  seatKey: string;
  seatName: string;
  amount: Cents;
  installments: number;
  email: string;
  whatsapp: string;
  method: PaymentMethod;
}

export interface ProviderOutcome {
  /** The payment row to insert, every column known. */
  payment: PaymentRow;
  statusCode: 201 | 402;
  message: string;
}

/**
 * Asks the provider for the seat's money: a card is authorised (201, the quota counts as paid) or
 * declined (402, kept as a failed attempt); a PIX opens a pending charge (201, processing) that never
 * outlives the group. Writes nothing: the caller inserts the row with the rest of its change.
 */
export async function payThroughProvider(
  ctx: AppContext, provider: PaymentProvider, group: GroupRow, seat: SeatToPay, identity: ProviderIdentity, now: Date,
): Promise<ProviderOutcome> {
  const { reference } = identity;
  const payer = { name: seat.seatName, email: seat.email.trim() };
  const description = `Cota ${group.product_name}`;
  const { amount, installments } = seat;
  const attempt = {
    id: seat.id, group_id: group.id, seat_key: seat.seatKey, name: seat.seatName, email: payer.email,
    whatsapp: whatsappDigits(seat.whatsapp), method: seat.method, installments, amount_cents: amount,
    installment_cents: installmentAmount(amount, installments), provider: provider.name,
    pix_txid: null, pix_copia_e_cola: null, pix_expires_at: null, paid_at: null, captured_at: null, created_at: now, updated_at: now,
    // Set by the caller, which hands the token to the browser only with an accepted payment.
    payer_token_hash: null,
  };
  if (seat.method === 'card') {
    const result = await provider.authorizeCard({ reference, amount, installments, payer, description });
    return result.approved
      ? { statusCode: 201, message: groupMessages.cardApproved, payment: { ...attempt, status: 'authorized', provider_reference: result.providerReference, paid_at: now } }
      : { statusCode: 402, message: groupMessages.cardDeclined, payment: { ...attempt, status: 'failed', provider_reference: result.providerReference } };
  }
  const txid = identity.pixTxid ?? pixTxidFor(PIX_TXID_PREFIX, randomBytes(PIX_TXID_RANDOM_BYTES));
  const ttl = new Date(now.getTime() + ctx.env.PIX_CHARGE_TTL_MINUTES * 60_000);
  const expiresAt = ttl < group.expires_at ? ttl : group.expires_at;
  const charge = await provider.createPixCharge({ reference, txid, amount, expiresAt, description, payer });
  return {
    statusCode: 201,
    message: groupMessages.pixGenerated,
    payment: {
      ...attempt, status: 'processing', provider_reference: charge.providerReference, pix_txid: txid, pix_copia_e_cola: charge.copiaECola,
      // Never later than the group: a charge must not outlive the quota it pays.
      pix_expires_at: charge.expiresAt < expiresAt ? charge.expiresAt : expiresAt,
    },
  };
}
