import { sql, type Selectable } from 'kysely';
import type { Executor } from '../executor.ts';
import type { EmailOutboxTable } from '../schema.ts';
import { outboxColumns } from '../columns.ts';
import {
  ACCESS_LINK_EMAILS_PER_RECIPIENT_PER_HOUR, ACCESS_LINK_KEY_PREFIX, GROUP_CREATED_EMAILS_PER_RECIPIENT_PER_HOUR, GROUP_CREATED_KEY_PREFIX,
  GROUP_EMAILS_PER_RECIPIENT_PER_DAY, GROUP_EMAILS_PER_RECIPIENT_PER_HOUR,
} from '../../services/abuse/limits.ts';

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

/** An e-mail as its outbox row is written (the sender fills the rest). */
export interface NewOutboxEmail {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** The body as structure, JSON text; null when the e-mail has none. */
  content: string | null;
  dedupe_key: string | null;
  send_before: Date | null;
  /** The request that queued it, if any: each attempt's log line leads back to it. */
  request_id: string | null;
}

/** The outbox insert of `emails` (at least one), unsent: to run alone or with other writes of its change. */
export function outboxInsert(db: Executor, emails: readonly NewOutboxEmail[]) {
  return db.insertInto('email_outbox').values([...emails]).onConflict((oc) => oc.column('dedupe_key').doNothing());
}

/**
 * The outbox insert of the e-mails anyone may have sent to any address (group e-mails, Meus Grupos
 * access links), each queued only while its recipient (stored normalised) is under the caps of
 * services/abuse/limits.ts: group e-mails under the hourly and daily caps, a "group created" e-mail also
 * under its own hourly cap, an access link under its own hourly cap only (a flood of group e-mails does
 * not keep anyone from their own link). Beyond, it is silently left out and the change it tells about
 * still commits. One statement, as outboxInsert (it may ride in a join's single statement); the counts
 * read the index of migration 0014 and stay small, since what is capped is never written. E-mails of
 * the same statement do not see each other: one more may slip in.
 */
export function cappedOutboxInsert(db: Executor, emails: readonly Omit<NewOutboxEmail, 'request_id'>[]) {
  const rows = emails.map((e) => sql`(${e.to_address}::text, ${e.subject}::text, ${e.text_body}::text, ${e.html_body}::text, ${e.content}::jsonb, ${e.dedupe_key}::text, ${e.send_before}::timestamptz)`);
  const queuedWithin = (interval: string) => sql`(select count(*) from email_outbox o
    where lower(o.to_address) = lower(v.to_address) and o.created_at > now() - ${sql.lit(interval)}::interval)`;
  const kindWithinHour = (prefix: string) => sql`(select count(*) from email_outbox o
    where lower(o.to_address) = lower(v.to_address) and o.created_at > now() - interval '1 hour'
      and o.dedupe_key like ${sql.lit(`${prefix}%`)})`;
  const isKind = (prefix: string) => sql`coalesce(v.dedupe_key like ${sql.lit(`${prefix}%`)}, false)`;
  return db.insertInto('email_outbox')
    .columns(['to_address', 'subject', 'text_body', 'html_body', 'content', 'dedupe_key', 'send_before'])
    .expression(sql`select v.to_address, v.subject, v.text_body, v.html_body, v.content, v.dedupe_key, v.send_before
      from (values ${sql.join(rows)}) as v(to_address, subject, text_body, html_body, content, dedupe_key, send_before)
      where case when ${isKind(ACCESS_LINK_KEY_PREFIX)} then ${kindWithinHour(ACCESS_LINK_KEY_PREFIX)} < ${sql.lit(ACCESS_LINK_EMAILS_PER_RECIPIENT_PER_HOUR)}
        else ${queuedWithin('1 hour')} < ${sql.lit(GROUP_EMAILS_PER_RECIPIENT_PER_HOUR)}
          and ${queuedWithin('1 day')} < ${sql.lit(GROUP_EMAILS_PER_RECIPIENT_PER_DAY)}
          and (not ${isKind(GROUP_CREATED_KEY_PREFIX)} or ${kindWithinHour(GROUP_CREATED_KEY_PREFIX)} < ${sql.lit(GROUP_CREATED_EMAILS_PER_RECIPIENT_PER_HOUR)})
        end`)
    .onConflict((oc) => oc.column('dedupe_key').doNothing());
}

/** How many e-mails wait to be sent and how many were given up on. */
export async function countOutboxEmails(db: Executor): Promise<{ pending: number; failed: number }> {
  return db.selectFrom('email_outbox').select([
    sql<number>`count(*) filter (where status = 'pending')::int`.as('pending'),
    sql<number>`count(*) filter (where status = 'failed')::int`.as('failed'),
  ]).executeTakeFirstOrThrow();
}
