import { type Compilable, type Updateable } from 'kysely';
import { withWrites } from './group-announcements.ts';
import type { Executor } from '../executor.ts';
import type { PaymentRow, PaymentStatus, PaymentsTable } from '../schema.ts';
import { paymentColumns } from '../columns.ts';

/** Statuses that hold a seat: being paid, in payment, or paid. The unique index payments_live_seat_key covers them. */
export const LIVE_PAYMENT_STATUSES = ['reserved', 'processing', 'authorized', 'captured', 'disputed'] as const satisfies readonly PaymentStatus[];

/** A payment holding its seat (in payment or paid). */
export function isLive(payment: Pick<PaymentRow, 'status'>): boolean {
  return (LIVE_PAYMENT_STATUSES as readonly PaymentStatus[]).includes(payment.status);
}

export const LIVE_SEAT_INDEX = 'payments_live_seat_key';

/** Inserts a payment after `writes` (a join's new invitee) in one statement; answers the payment's id. */
export async function insertPaymentAfterWrites(db: Executor, writes: readonly Compilable[], payment: Omit<PaymentRow, 'id'>): Promise<number> {
  const { id } = await withWrites(db, writes).insertInto('payments').values(payment).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function listGroupPayments(db: Executor, groupId: number): Promise<PaymentRow[]> {
  return db.selectFrom('payments').select(paymentColumns).where('group_id', '=', groupId).orderBy('id').execute();
}

export async function listLivePayments(db: Executor, groupId: number): Promise<PaymentRow[]> {
  return db.selectFrom('payments').select(paymentColumns)
    .where('group_id', '=', groupId).where('status', 'in', LIVE_PAYMENT_STATUSES).orderBy('id').execute();
}

/**
 * An address the person on a seat gave when they tried to pay it themselves (the latest), if any: the
 * organizer covering their quota tells them there. The covering payments carry the organizer's address.
 */
export async function seatHolderEmail(db: Executor, groupId: number, seatKey: string): Promise<string | undefined> {
  const row = await db.selectFrom('payments').select('email').where('group_id', '=', groupId).where('seat_key', '=', seatKey)
    .where('covered_by_organizer', '=', false).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.email;
}

/**
 * The payment whose `key` is `value`, each key unique: its id, its PIX txid, Juntaí's reference (the
 * provider's external reference) or the provider's own id (a notification names one of the last two).
 */
export async function findPayment<K extends 'id' | 'pix_txid' | 'reference' | 'provider_reference'>(
  db: Executor, key: K, value: NonNullable<PaymentRow[K]>,
): Promise<PaymentRow | undefined> {
  // The signature ties `value` to `key`'s column; Kysely cannot follow a generic column's type itself.
  return db.selectFrom('payments').select(paymentColumns).where(key, '=', value as never).executeTakeFirst();
}

/**
 * Moves a payment from `from` to `to` and answers the updated row, or undefined when it was no longer
 * in `from`: the `WHERE status = …` makes each transition happen once, even when two transactions,
 * two instances or a restart try it again. A row answered with `provider_due` set means this change
 * left that provider call due for after the commit (ADR 0034): callers pass that fact up to whoever
 * settles with the provider.
 */
export async function transitionPayment(
  db: Executor, id: number, from: PaymentStatus, to: PaymentStatus, now: Date, extra: Updateable<PaymentsTable> = {},
): Promise<PaymentRow | undefined> {
  // A new call due starts its own record of failures.
  const attempts = extra.provider_due ? { provider_due_attempts: 0, provider_due_error: null, provider_due_failing_since: null } : {};
  return db.updateTable('payments').set({ ...extra, ...attempts, status: to, updated_at: now })
    .where('id', '=', id).where('status', '=', from).returning(paymentColumns).executeTakeFirst();
}

/**
 * The reserved payment takes the provider's outcome, unsent (it rides in the join's one statement);
 * the group's lock guarantees it is still reserved.
 */
export function reservedPaymentConfirmation(db: Executor, payment: PaymentRow) {
  const { id, status, provider_reference, pix_copia_e_cola, pix_expires_at, paid_at, installment_cents, payer_token_hash, updated_at } = payment;
  return db.updateTable('payments')
    .set({ status, provider_reference, pix_copia_e_cola, pix_expires_at, paid_at, installment_cents, payer_token_hash, updated_at })
    .where('id', '=', id).where('status', '=', 'reserved');
}

export async function updatePayment(db: Executor, id: number, values: Updateable<PaymentsTable>): Promise<PaymentRow> {
  return db.updateTable('payments').set(values).where('id', '=', id).returning(paymentColumns).executeTakeFirstOrThrow();
}

/** Pending PIX charges of a group whose time has run out (they no longer hold their seat). */
export async function listLapsedPixCharges(db: Executor, groupId: number, now: Date): Promise<PaymentRow[]> {
  return db.selectFrom('payments').select(paymentColumns)
    .where('group_id', '=', groupId).where('status', '=', 'processing').where('method', '=', 'pix')
    .where('pix_expires_at', '<=', now).orderBy('id').execute();
}
