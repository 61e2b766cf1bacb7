import { sql } from 'kysely';
import type { Executor } from '../executor.ts';

/**
 * The work queued for later (e-mail outbox, store webhook deliveries, provider calls), counted and
 * its failures listed: for the metrics (plugins/metrics.ts) and the back office's status panel.
 */

/** Rows of a queue by state: every state of the table, zero when none. */
async function countByStatus(db: Executor, table: 'email_outbox' | 'webhook_deliveries', states: readonly string[]): Promise<Record<string, number>> {
  const rows = await db.selectFrom(table).select(['status', sql<number>`count(*)::int`.as('n')]).groupBy('status').execute();
  const counts = Object.fromEntries(states.map((state) => [state, 0]));
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

export const countEmailsByStatus = (db: Executor) => countByStatus(db, 'email_outbox', ['pending', 'sent', 'failed']);
export const countDeliveriesByStatus = (db: Executor) => countByStatus(db, 'webhook_deliveries', ['pending', 'delivered', 'failed']);

/** Provider calls still owed, and how many of them failed at least once (the reconciliation job retries them). */
export async function countOwedProviderCalls(db: Executor): Promise<{ due: number; failing: number }> {
  const row = await db.selectFrom('payments')
    .select([sql<number>`count(*)::int`.as('due'), sql<number>`(count(*) filter (where provider_due_attempts > 0))::int`.as('failing')])
    .where('provider_due', 'is not', null)
    .executeTakeFirstOrThrow();
  return row;
}

/** E-mails that failed at least once and are still being tried, or were given up; the newest first. */
export async function listFailingEmails(db: Executor, limit: number) {
  return db.selectFrom('email_outbox').select(['id', 'subject', 'status', 'attempts', 'last_error', 'created_at'])
    .where('last_error', 'is not', null).where('status', '!=', 'sent')
    .orderBy('id', 'desc').limit(limit).execute();
}

/** Store webhook deliveries that failed at least once and are still being tried, or were given up; the newest first. */
export async function listFailingDeliveries(db: Executor, limit: number) {
  return db.selectFrom('webhook_deliveries').select(['id', 'store_id', 'event', 'link_id', 'status', 'attempts', 'last_error', 'queued_at'])
    .where('last_error', 'is not', null).where('status', '!=', 'delivered')
    .orderBy('id', 'desc').limit(limit).execute();
}
