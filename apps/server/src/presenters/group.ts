import QRCode from 'qrcode';
import type { Group, Participant, ParticipantPaymentStatus, Payment, PixCharge } from '@juntai/contract';
import { toReais } from '@juntai/contract';
import { type Cents, effectiveStatus, hasPixLapsed, isPaid, payerPaymentState, planQuotas, type Quota } from '@juntai/domain';
import type { GroupSnapshot } from '../db/repositories/groups.ts';
import type { PaymentRow, PaymentStatus } from '../db/schema.ts';

interface SeatPayment {
  status: PaymentStatus;
  method: 'card' | 'pix';
  pix_expires_at: Date | string | null;
  covered_by_organizer: boolean;
}

/**
 * The state of one seat from its payments (oldest first): paid when a payment is authorised or
 * captured, or disputed (the quota is the payer's until the dispute ends, though the figures hold the
 * money out); processing while a PIX charge is pending and has not lapsed; failed when the last attempt
 * was refused and nothing is live; pending otherwise (never tried, a lapsed charge, or money given
 * back when the group expired).
 */
export function seatState(payments: readonly SeatPayment[], now: Date): ParticipantPaymentStatus {
  if (payments.some((p) => isPaid(p) || p.status === 'disputed')) return 'paid';
  if (payments.some((p) => p.status === 'reserved')) return 'processing';
  if (payments.some((p) => p.status === 'processing' && !hasPixLapsed({ method: p.method, pixExpiresAt: p.pix_expires_at }, now))) return 'processing';
  const last = payments[payments.length - 1];
  if (last?.status === 'failed') return 'failed';
  return 'pending';
}

/** A seat held by a card authorised and not yet captured (the payer's own mapping says "reserved", none "paid"). */
function onlyReserved(payments: readonly SeatPayment[], now: Date): boolean {
  const states = payments.map((p) => payerPaymentState({ status: p.status, method: p.method, pixExpiresAt: p.pix_expires_at }, now));
  return states.includes('reserved') && !states.includes('paid');
}

/**
 * What the public view is made of: a group row, its invite list and its payments' facts, either as one
 * read gives them (JSON sub-rows carry dates as text) or as a join holds them (rows with dates).
 */
export type GroupViewFacts = Omit<GroupSnapshot, 'payments'> & {
  payments: ReadonlyArray<Omit<GroupSnapshot['payments'][number], 'pix_expires_at'> & SeatPayment>;
};

/** The group as anyone holding the link sees it: names and states, never an e-mail or a participant's phone. */
export function presentGroup(snapshot: GroupViewFacts, now: Date): Group {
  const plan = planQuotas(snapshot.product_price_cents as Cents, snapshot.number_of_quotas);
  const largest = plan.quotas[0] as Quota;
  const bySeat = new Map<string, SeatPayment[]>();
  for (const payment of snapshot.payments) {
    const list = bySeat.get(payment.seat_key) ?? [];
    list.push(payment);
    bySeat.set(payment.seat_key, list);
  }
  const participants: Participant[] = snapshot.invitees.map((invitee) => {
    const payments = bySeat.get(invitee.name_key) ?? [];
    const paymentStatus = seatState(payments, now);
    const byOrganizer = paymentStatus === 'paid' && payments.some((p) => p.covered_by_organizer && isPaid(p));
    return {
      name: invitee.name, is_creator: invitee.is_creator, payment_status: paymentStatus,
      ...(byOrganizer ? { paid_by_organizer: true as const } : {}),
      ...(paymentStatus === 'paid' && onlyReserved(payments, now) ? { card_reserved: true as const } : {}),
    };
  });
  const count = (state: ParticipantPaymentStatus) => participants.filter((p) => p.payment_status === state).length;
  const paid = count('paid');
  const processing = count('processing');
  const failed = count('failed');
  return {
    link_id: snapshot.link_id,
    product_id: snapshot.product_id,
    product_name: snapshot.product_name,
    product_image: snapshot.product_image,
    product_price: toReais(snapshot.product_price_cents),
    total_value: toReais(snapshot.total_cents),
    number_of_quotas: snapshot.number_of_quotas,
    quota_value: toReais(largest.amount),
    quota_product_part: toReais(largest.productPart),
    quota_service_part: toReais(largest.servicePart),
    creator_name: snapshot.creator_name,
    invited_participants: participants.map((p) => p.name),
    participants,
    paid_count: paid,
    status: effectiveStatus({ status: snapshot.status, expiresAt: snapshot.expires_at }, now),
    expires_at: snapshot.expires_at.toISOString(),
    extended: snapshot.extended_at !== null,
    created_at: snapshot.created_at.toISOString(),
    server_time: now.toISOString(),
    payment_summary: {
      // Seats are quotas: a free slot of the invite list is a pending quota too.
      pending_count: Math.max(0, snapshot.number_of_quotas - paid - processing - failed),
      processing_count: processing,
      failed_count: failed,
    },
  };
}

const paymentState: Record<PaymentStatus, ParticipantPaymentStatus> = {
  reserved: 'processing',
  processing: 'processing',
  authorized: 'paid',
  captured: 'paid',
  failed: 'failed',
  voided: 'failed',
  refunded: 'failed',
  cancelled: 'failed',
  charged_back: 'failed',
  // Disputed money is still the payer's quota until the dispute ends (it may come back).
  disputed: 'paid',
};

/**
 * The PIX QR code as an SVG data URL: a few hundred bytes of path that any phone draws sharp at every
 * size. It is a pure function of the copia e cola, drawn after the join's transaction (withPixQrCode):
 * it was a quarter of a PIX join's CPU, and the group's lock should not wait on it.
 */
export async function pixQrCodeDataUrl(copiaECola: string): Promise<string> {
  const svg = await QRCode.toString(copiaECola, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** A payment as the join's transaction presents (and stores) it: a PIX without its QR code yet. */
export type PaymentBeforeQrCode = Omit<Payment, 'pix'> & { pix: Omit<PixCharge, 'qr_code'> | null };

/** Adds the QR code a PIX charge is paid with (a card payment passes unchanged). */
export async function withPixQrCode(payment: PaymentBeforeQrCode): Promise<Payment> {
  if (!payment.pix) return { ...payment, pix: null };
  const { txid, copia_e_cola, expires_at } = payment.pix;
  return { ...payment, pix: { txid, copia_e_cola, qr_code: await pixQrCodeDataUrl(copia_e_cola), expires_at } };
}

/** One payment as its payer sees it; a PIX carries its copia e cola (its QR code comes from withPixQrCode). */
export function presentPayment(payment: PaymentRow): PaymentBeforeQrCode {
  const pix = payment.method === 'pix' && payment.pix_txid && payment.pix_copia_e_cola && payment.pix_expires_at
    ? { txid: payment.pix_txid, copia_e_cola: payment.pix_copia_e_cola, expires_at: payment.pix_expires_at.toISOString() }
    : null;
  return {
    id: payment.id,
    name: payment.name,
    method: payment.method,
    status: paymentState[payment.status],
    amount: toReais(payment.amount_cents),
    installments: payment.installments,
    installment_value: toReais(payment.installment_cents),
    pix,
  };
}
