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
 * about to lapse or long unpaid, a card long under review, an authorisation nearing the end of its hold.
 */
export async function listPaymentsToCheck(db: Executor, when: {
  pixLapsingBefore: Date; waitingSince: Date; authorizedBefore: Date; limit: number;
}): Promise<PaymentRow[]> {
  return db.selectFrom('payments').select(paymentColumns)
    .where((eb) => eb.or([
      eb.and([eb('status', '=', 'processing'), eb.or([eb('pix_expires_at', '<', when.pixLapsingBefore), eb('updated_at', '<', when.waitingSince)])]),
      eb.and([eb('status', '=', 'authorized'), eb('paid_at', '<', when.authorizedBefore)]),
    ]))
    .orderBy('id').limit(when.limit).execute();
}
