import { sql } from 'kysely';
import type { Executor } from '../executor.ts';
import type { PaymentRow, ProviderDue } from '../schema.ts';

export type ProviderDueRow = Pick<PaymentRow, 'id' | 'group_id' | 'provider_reference' | 'amount_cents' | 'pix_txid' | 'created_at'> & { provider_due: ProviderDue };

const DUE_COLUMNS = ['id', 'group_id', 'provider_reference', 'amount_cents', 'pix_txid', 'provider_due', 'created_at'] as const;

/**
 * Payments whose provider call is still owed: one group's, or every one left since `before` that has
 * failed fewer than `maxAttempts` times (the job's: a call that reached the bound waits for the operator).
 */
export async function listProviderDues(
  db: Executor, where: { groupId: number } | { before: Date; limit: number; maxAttempts: number },
): Promise<ProviderDueRow[]> {
  let query = db.selectFrom('payments').select(DUE_COLUMNS).where('provider_due', 'is not', null);
  query = 'groupId' in where
    ? query.where('group_id', '=', where.groupId)
    : query.where('updated_at', '<', where.before).where('provider_due_attempts', '<', where.maxAttempts).limit(where.limit);
  return (await query.orderBy('id').execute()) as ProviderDueRow[];
}

/**
 * The provider refused or missed this due once more: counts the attempt (unless another change set a
 * new due since) and answers how many have failed, or undefined when the due changed. `updated_at`
 * moves too, so the job waits its retry interval before the next one.
 */
export async function countProviderDueFailure(db: Executor, due: ProviderDueRow, now: Date): Promise<number | undefined> {
  const row = await db.updateTable('payments')
    .set((eb) => ({ provider_due_attempts: eb('provider_due_attempts', '+', 1), updated_at: now }))
    .where('id', '=', due.id).where('provider_due', '=', due.provider_due)
    .returning('provider_due_attempts').executeTakeFirst();
  return row?.provider_due_attempts;
}

/**
 * The provider refused this due for good: it stops being repeated now, as if it had failed `maxAttempts`
 * times (unless another change set a new due since). Answers whether it was given up.
 */
export async function giveUpProviderDue(db: Executor, due: ProviderDueRow, maxAttempts: number, now: Date): Promise<boolean> {
  const row = await db.updateTable('payments')
    .set((eb) => ({ provider_due_attempts: sql<number>`greatest(${eb.ref('provider_due_attempts')}, ${maxAttempts})`, updated_at: now }))
    .where('id', '=', due.id).where('provider_due', '=', due.provider_due)
    .returning('id').executeTakeFirst();
  return row !== undefined;
}

/** How many provider calls stopped being repeated after failing `maxAttempts` times: the operator's to look at. */
export async function countStuckProviderDues(db: Executor, maxAttempts: number): Promise<number> {
  const row = await db.selectFrom('payments').select((eb) => eb.fn.countAll<number>().as('stuck'))
    .where('provider_due', 'is not', null).where('provider_due_attempts', '>=', maxAttempts).executeTakeFirstOrThrow();
  return Number(row.stuck);
}

/**
 * The provider acted on these dues: clear each, unless another change has set a new one since. One
 * statement for all (a completed group's captures are one per paid quota); answers how many it cleared.
 */
export async function clearProviderDues(db: Executor, acted: readonly ProviderDueRow[]): Promise<number> {
  if (acted.length === 0) return 0;
  const ids = acted.map((due) => due.id);
  const dues = acted.map((due) => due.provider_due);
  const result = await db.updateTable('payments').set({ provider_due: null })
    .where(sql<boolean>`(id, provider_due) in (select * from unnest(${ids}::int[], ${dues}::text[]))`).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Counts a failed provider call of a due (migration 0024) and answers the count so far; a failure of
 * another due of the same payment starts again from one. `atLeast` counts it as that many at once (a
 * call the provider refused for good is given up on its first failure).
 */
export async function recordProviderCallFailure(
  db: Executor, due: ProviderDueRow, reason: string, at: Date, atLeast = 1,
): Promise<{ attempts: number; first_failed_at: Date }> {
  return db.insertInto('provider_call_failures')
    .values({ payment_id: due.id, due: due.provider_due, attempts: atLeast, last_error: reason, first_failed_at: at, last_failed_at: at })
    .onConflict((oc) => oc.column('payment_id').doUpdateSet((eb) => ({
      attempts: sql<number>`greatest(${eb.ref('excluded.attempts')}, case when ${eb.ref('provider_call_failures.due')} = ${eb.ref('excluded.due')} then ${eb.ref('provider_call_failures.attempts')} + 1 else 1 end)`,
      first_failed_at: sql<Date>`case when ${eb.ref('provider_call_failures.due')} = ${eb.ref('excluded.due')} then ${eb.ref('provider_call_failures.first_failed_at')} else ${eb.ref('excluded.first_failed_at')} end`,
      due: eb.ref('excluded.due'), last_error: eb.ref('excluded.last_error'), last_failed_at: eb.ref('excluded.last_failed_at'),
    })))
    .returning(['attempts', 'first_failed_at'])
    .executeTakeFirstOrThrow();
}

/** The provider acted on these payments' calls: their failures are over. */
export async function clearProviderCallFailures(db: Executor, paymentIds: readonly number[]): Promise<void> {
  if (paymentIds.length === 0) return;
  await db.deleteFrom('provider_call_failures').where('payment_id', 'in', paymentIds).execute();
}

/** Provider calls still due that failed at least once, the longest failing first (the status panel's). */
export async function listFailingProviderCalls(db: Executor, limit: number) {
  return db.selectFrom('provider_call_failures as f').innerJoin('payments as p', (join) => join.onRef('p.id', '=', 'f.payment_id').onRef('p.provider_due', '=', 'f.due'))
    .select(['f.payment_id', 'p.group_id', 'f.due', 'f.attempts', 'f.last_error', 'f.first_failed_at', 'f.last_failed_at'])
    .orderBy('f.first_failed_at').orderBy('f.payment_id').limit(limit).execute();
}
