import { sql } from 'kysely';
import type { Executor } from '../executor.ts';
import type { PaymentRow, ProviderDue } from '../schema.ts';

export type OwedProviderCall = Pick<PaymentRow, 'id' | 'group_id' | 'provider_reference' | 'amount_cents' | 'pix_txid' | 'created_at'> & { provider_due: ProviderDue };

const DUE_COLUMNS = ['id', 'group_id', 'provider_reference', 'amount_cents', 'pix_txid', 'provider_due', 'created_at'] as const;

/**
 * Payments whose provider call is still owed: one group's, or every one left since `before` that has
 * failed fewer than `maxAttempts` times (the job's: a call that reached the bound waits for the operator).
 */
export async function listOwedProviderCalls(
  db: Executor, where: { groupId: number } | { before: Date; limit: number; maxAttempts: number },
): Promise<OwedProviderCall[]> {
  let query = db.selectFrom('payments').select(DUE_COLUMNS).where('provider_due', 'is not', null);
  query = 'groupId' in where
    ? query.where('group_id', '=', where.groupId)
    : query.where('updated_at', '<', where.before).where('provider_due_attempts', '<', where.maxAttempts).limit(where.limit);
  return (await query.orderBy('id').execute()) as OwedProviderCall[];
}

/** A due's failures so far: how many, and since when (the first of them). */
export interface DueFailures {
  attempts: number;
  failingSince: Date;
}

/**
 * The provider refused or missed this due once more: counts the attempt with its reason (unless another
 * change set a new due since, then undefined) and answers the failures so far. `atLeast` counts it as
 * that many at once (a call the provider refused for good is given up on its first failure). `updated_at`
 * moves too, so the job waits its retry interval before the next one.
 */
export async function countOwedProviderCallFailure(db: Executor, due: OwedProviderCall, reason: string, now: Date, atLeast = 1): Promise<DueFailures | undefined> {
  const row = await db.updateTable('payments')
    .set((eb) => ({
      provider_due_attempts: sql<number>`greatest(${eb.ref('provider_due_attempts')} + 1, ${atLeast})`,
      provider_due_error: reason,
      provider_due_failing_since: eb.fn.coalesce('provider_due_failing_since', eb.val(now)),
      updated_at: now,
    }))
    .where('id', '=', due.id).where('provider_due', '=', due.provider_due)
    .returning(['provider_due_attempts', 'provider_due_failing_since']).executeTakeFirst();
  return row && { attempts: row.provider_due_attempts, failingSince: row.provider_due_failing_since ?? now };
}

/** How many provider calls stopped being repeated after failing `maxAttempts` times: the operator's to look at. */
export async function countStuckOwedProviderCalls(db: Executor, maxAttempts: number): Promise<number> {
  const row = await db.selectFrom('payments').select((eb) => eb.fn.countAll<number>().as('stuck'))
    .where('provider_due', 'is not', null).where('provider_due_attempts', '>=', maxAttempts).executeTakeFirstOrThrow();
  return Number(row.stuck);
}

/**
 * The provider acted on these owed calls: clear each, unless another change has set a new one since. One
 * statement for all (a completed group's captures are one per paid quota); answers how many it cleared.
 */
export async function clearOwedProviderCalls(db: Executor, acted: readonly OwedProviderCall[]): Promise<number> {
  if (acted.length === 0) return 0;
  const ids = acted.map((due) => due.id);
  const owed = acted.map((due) => due.provider_due);
  const result = await db.updateTable('payments').set({ provider_due: null })
    .where(sql<boolean>`(id, provider_due) in (select * from unnest(${ids}::int[], ${owed}::text[]))`).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Provider calls still due that failed at least once, the longest failing first (the status panel's). */
export async function listFailingProviderCalls(db: Executor, limit: number) {
  return db.selectFrom('payments')
    .select(['id', 'group_id', 'provider_due', 'provider_due_attempts', 'provider_due_error', 'provider_due_failing_since'])
    .where('provider_due', 'is not', null).where('provider_due_attempts', '>', 0)
    .orderBy('provider_due_failing_since').orderBy('id').limit(limit).execute();
}
