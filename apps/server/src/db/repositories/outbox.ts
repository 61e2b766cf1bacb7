import { sql, type Selectable, type Transaction } from 'kysely';
import type { Executor } from '../executor.ts';
import type { Database, EmailOutboxTable } from '../schema.ts';

export type OutboxRow = Selectable<EmailOutboxTable>;

/**
 * A failed e-mail is tried again `RETRY_BASE_SECONDS × 2^(attempts − 1)` after it was queued:
 * 30 s, 1 min, 2 min … so a short SMTP outage costs a few tries, not one every run.
 */
export const RETRY_BASE_SECONDS = 30;

export interface LockPendingOptions {
  limit: number;
  /** Only rows after this id: one run tries each row at most once. */
  afterId: number;
}

/**
 * Takes the next pending e-mails in queue order and locks them for the caller's transaction.
 * SKIP LOCKED lets another sender (another instance, or an overlapping run) take the rows after
 * them instead of waiting, so no row is sent twice. Compares with the database clock, because
 * `created_at` is the database's own time (enqueueEmail leaves it to the column default).
 */
export async function lockPendingEmails(trx: Transaction<Database>, options: LockPendingOptions): Promise<OutboxRow[]> {
  return trx
    .selectFrom('email_outbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where('id', '>', options.afterId)
    .where((eb) => eb.or([
      eb('attempts', '=', 0),
      eb('created_at', '<=', sql<Date>`now() - make_interval(secs => ${RETRY_BASE_SECONDS} * power(2, ${eb.ref('attempts')} - 1))`),
    ]))
    .orderBy('id')
    .limit(options.limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

export async function markEmailSent(db: Executor, id: number, at: Date): Promise<void> {
  await db.updateTable('email_outbox')
    .set((eb) => ({ status: 'sent', sent_at: at, attempts: eb('attempts', '+', 1), last_error: null }))
    .where('id', '=', id)
    .execute();
}

/** Counts a failed attempt; `giveUp` marks the e-mail failed for good (no more retries). */
export async function recordEmailFailure(db: Executor, id: number, error: string, giveUp: boolean): Promise<void> {
  await db.updateTable('email_outbox')
    .set((eb) => ({ status: giveUp ? 'failed' : 'pending', attempts: eb('attempts', '+', 1), last_error: error }))
    .where('id', '=', id)
    .execute();
}

/** The e-mails queued for an address, newest first (browser tests read links from them). */
export async function listOutboxFor(db: Executor, to: string) {
  const rows = await db.selectFrom('email_outbox').select(['to_address', 'subject', 'text_body'])
    .where((eb) => eb(eb.fn('lower', ['to_address']), '=', to.toLowerCase())).orderBy('id', 'desc').limit(50).execute();
  return rows.map((r) => ({ to: r.to_address, subject: r.subject, text_body: r.text_body }));
}
