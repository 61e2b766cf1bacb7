import { sql, type Selectable } from 'kysely';
import type { Executor } from '../executor.ts';
import type { EmailOutboxTable } from '../schema.ts';
import { outboxColumns } from '../columns.ts';

export type OutboxRow = Selectable<EmailOutboxTable>;

/**
 * A failed e-mail is tried again `RETRY_BASE_SECONDS × 2^(attempts − 1)` after it was queued:
 * 30 s, 1 min, 2 min … so a short SMTP outage costs a few tries, not one every run.
 */
export const RETRY_BASE_SECONDS = 30;

export interface ClaimPendingOptions {
  limit: number;
  /** Only rows after this id: one run tries each row at most once. */
  afterId: number;
  /** How long the claim keeps other senders off these rows. */
  leaseSeconds: number;
}

/**
 * Claims the next due e-mails in queue order, in one statement committed on its own: the sender then
 * talks to the SMTP server holding no transaction (migration 0012). Rows another sender is claiming
 * right now are skipped (SKIP LOCKED), and a row it claimed a moment ago no longer matches (PostgreSQL
 * checks the locked row's new version), so two senders never take the same e-mail. A lapsed claim is
 * as good as none. Compares with the database clock, because `created_at` is the database's own time
 * (enqueueEmail leaves it to the column default).
 */
export async function claimPendingEmails(db: Executor, options: ClaimPendingOptions): Promise<OutboxRow[]> {
  const due = db.selectFrom('email_outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('id', '>', options.afterId)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', sql<Date>`now()`)]))
    .where((eb) => eb.or([
      eb('attempts', '=', 0),
      eb('created_at', '<=', sql<Date>`now() - make_interval(secs => ${RETRY_BASE_SECONDS} * power(2, ${eb.ref('attempts')} - 1))`),
    ]))
    .orderBy('id')
    .limit(options.limit)
    .forUpdate()
    .skipLocked();
  const rows = await db.updateTable('email_outbox')
    .set({ claimed_until: sql<Date>`now() + make_interval(secs => ${options.leaseSeconds})` })
    .where('id', 'in', due)
    .returning(outboxColumns)
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}

/** Gives claimed e-mails back unsent (the sender stops), so the next run need not wait for the lease. */
export async function releaseEmailClaims(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('email_outbox').set({ claimed_until: null }).where('id', 'in', ids).execute();
}

export async function markEmailSent(db: Executor, id: number, at: Date): Promise<void> {
  await db.updateTable('email_outbox')
    .set((eb) => ({ status: 'sent', sent_at: at, attempts: eb('attempts', '+', 1), last_error: null, claimed_until: null }))
    .where('id', '=', id)
    .execute();
}

/** Counts a failed attempt; `giveUp` marks the e-mail failed for good (no more retries). */
export async function recordEmailFailure(db: Executor, id: number, error: string, giveUp: boolean): Promise<void> {
  await db.updateTable('email_outbox')
    .set((eb) => ({ status: giveUp ? 'failed' : 'pending', attempts: eb('attempts', '+', 1), last_error: error, claimed_until: null }))
    .where('id', '=', id)
    .execute();
}

/** The e-mails queued for an address, newest first (browser tests read links from them). */
export async function listOutboxFor(db: Executor, to: string) {
  const rows = await db.selectFrom('email_outbox').select(['to_address', 'subject', 'text_body'])
    .where((eb) => eb(eb.fn('lower', ['to_address']), '=', to.toLowerCase())).orderBy('id', 'desc').limit(50).execute();
  return rows.map((r) => ({ to: r.to_address, subject: r.subject, text_body: r.text_body }));
}
