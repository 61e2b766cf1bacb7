import { sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Executor } from '../executor.ts';
import type { PaymentRow } from '../schema.ts';
import { LISTED_INVITEE_COLUMNS, type ListedInvitee } from './groups.ts';
import type { StoredAnswer } from './idempotency.ts';
import { paymentColumns } from '../columns.ts';

export interface JoinFacts {
  /** The invite list in order. */
  invitees: ListedInvitee[];
  /** Every payment of the group, oldest first (live, failed and given back: the group view shows them all). */
  payments: PaymentRow[];
  /** The first answer given to this Idempotency-Key, if the key was used before. */
  stored: StoredAnswer | undefined;
}

/**
 * What a join reads under the group's lock, in one round trip: the invite list, the payments and the
 * answer already stored under the request's Idempotency-Key. Read after the
 * lock is taken (a statement of its own, so it sees everything committed before the lock was granted).
 */
export async function readJoinFacts(db: Executor, groupId: number, idempotency: { scope: string; key: string } | undefined): Promise<JoinFacts> {
  const row = await db.selectNoFrom((eb) => [
    jsonArrayFrom(eb.selectFrom('group_invitees').select(LISTED_INVITEE_COLUMNS).where('group_id', '=', groupId).orderBy('position')).as('invitees'),
    jsonArrayFrom(eb.selectFrom('payments').select(paymentColumns).where('group_id', '=', groupId).orderBy('id')).as('payments'),
    idempotency
      ? jsonObjectFrom(eb.selectFrom('idempotency_keys').select(['request_hash', 'status_code', 'response'])
        .where('scope', '=', idempotency.scope).where('key', '=', idempotency.key)).as('stored')
      : sql<null>`null`.as('stored'),
  ]).executeTakeFirstOrThrow();
  const stored = row.stored;
  return {
    invitees: row.invitees,
    payments: row.payments.map(paymentFromJson),
    stored: stored ? { requestHash: stored.request_hash, statusCode: stored.status_code, body: stored.response } : undefined,
  };
}

type Dated<Row> = { [K in keyof Row]: Row[K] extends Date ? string : Row[K] extends Date | null ? string | null : Row[K] };

/** JSON carries timestamps as text; the row has them as dates, as a plain select gives them. */
function paymentFromJson(payment: Dated<PaymentRow>): PaymentRow {
  const date = (value: string) => new Date(value);
  const optionalDate = (value: string | null) => (value === null ? null : new Date(value));
  return {
    ...payment,
    pix_expires_at: optionalDate(payment.pix_expires_at),
    paid_at: optionalDate(payment.paid_at),
    captured_at: optionalDate(payment.captured_at),
    provider_checked_at: optionalDate(payment.provider_checked_at),
    provider_due_failing_since: optionalDate(payment.provider_due_failing_since),
    created_at: date(payment.created_at),
    updated_at: date(payment.updated_at),
  };
}
