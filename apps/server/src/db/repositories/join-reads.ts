import { sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Executor } from '../executor.ts';
import type { InviteeRow } from './groups.ts';
import type { StoredAnswer } from './idempotency.ts';

export interface SeatFacts {
  /** The invite list in order. */
  invitees: InviteeRow[];
  /** The first answer given to this Idempotency-Key, if the key was used before. */
  stored: StoredAnswer | undefined;
}

/**
 * What a join reads under the group's lock besides the live payments, in one round trip: the invite
 * list and the answer already stored under the request's Idempotency-Key. Read after the lock is
 * taken (a statement of its own, so it sees everything committed before the lock was granted).
 */
export async function readSeatFacts(db: Executor, groupId: number, idempotency: { scope: string; key: string } | undefined): Promise<SeatFacts> {
  const row = await db.selectNoFrom((eb) => [
    jsonArrayFrom(eb.selectFrom('group_invitees').selectAll().where('group_id', '=', groupId).orderBy('position')).as('invitees'),
    idempotency
      ? jsonObjectFrom(eb.selectFrom('idempotency_keys').select(['request_hash', 'status_code', 'response'])
        .where('scope', '=', idempotency.scope).where('key', '=', idempotency.key)).as('stored')
      : sql<null>`null`.as('stored'),
  ]).executeTakeFirstOrThrow();
  const stored = row.stored;
  return {
    invitees: row.invitees,
    stored: stored ? { requestHash: stored.request_hash, statusCode: stored.status_code, body: stored.response } : undefined,
  };
}
