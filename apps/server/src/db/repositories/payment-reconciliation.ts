import { sql } from 'kysely';
import type { Executor } from '../executor.ts';
import type { PaymentRow } from '../schema.ts';
import { paymentColumns } from '../columns.ts';

/** Reservations made before `before` and never confirmed nor released (payments_reserved_idx). */
export async function listStaleReservations(db: Executor, before: Date, limit: number): Promise<number[]> {
  const rows = await db.selectFrom('payments').select('id').where('status', '=', 'reserved').where('created_at', '<', before)
    .orderBy('created_at').limit(limit).execute();
  return rows.map((r) => r.id);
}

/**
 * Payments whose state the provider may have changed without a notification reaching us: a PIX charge
 * about to lapse or long unpaid, a card long under review, an authorisation nearing the end of its hold
 * (counted from the reservation, written before the provider created the payment, never from paid_at);
 * found through payments_processing_idx and payments_authorized_created_idx (migration 0037).
 */
export async function listPaymentsToCheck(db: Executor, when: {
  pixLapsingBefore: Date; waitingSince: Date; authorizedBefore: Date; limit: number;
}): Promise<PaymentRow[]> {
  return db.selectFrom('payments').select(paymentColumns)
    .where((eb) => eb.or([
      eb.and([eb('status', '=', 'processing'), eb.or([eb('pix_expires_at', '<', when.pixLapsingBefore), eb('updated_at', '<', when.waitingSince)])]),
      eb.and([eb('status', '=', 'authorized'), eb('created_at', '<', when.authorizedBefore)]),
    ]))
    .orderBy('id').limit(when.limit).execute();
}

/**
 * Money already taken that the provider may still give back (a refund in its panel, a chargeback, a
 * dispute): captured within the chargeback window and not asked about since `capturedCheckedBefore`,
 * and disputes not asked about since `disputedCheckedBefore` (payments_taken_idx).
 */
export async function listTakenPaymentsToCheck(db: Executor, when: {
  capturedSince: Date; capturedCheckedBefore: Date; disputedCheckedBefore: Date; limit: number;
}): Promise<PaymentRow[]> {
  return db.selectFrom('payments').select(paymentColumns)
    .where('status', 'in', ['captured', 'disputed'])
    .where((eb) => eb.or([
      eb.and([
        eb('status', '=', 'captured'), eb('captured_at', '>', when.capturedSince),
        eb(sql`coalesce(provider_checked_at, captured_at)`, '<', when.capturedCheckedBefore),
      ]),
      eb.and([eb('status', '=', 'disputed'), eb(sql`coalesce(provider_checked_at, updated_at)`, '<', when.disputedCheckedBefore)]),
    ]))
    .orderBy('id').limit(when.limit).execute();
}

/** The provider was asked about this payment at `now` (whatever it answered). */
export async function markProviderChecked(db: Executor, id: number, now: Date): Promise<void> {
  await db.updateTable('payments').set({ provider_checked_at: now }).where('id', '=', id).execute();
}
