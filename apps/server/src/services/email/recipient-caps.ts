import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import {
  GROUP_CREATED_EMAILS_PER_RECIPIENT_PER_HOUR, GROUP_CREATED_KEY_PREFIX, GROUP_EMAILS_PER_RECIPIENT_PER_DAY, GROUP_EMAILS_PER_RECIPIENT_PER_HOUR,
} from '../abuse/limits.ts';
import { type OutgoingEmail, storedContent } from './outbox.ts';

/**
 * The outbox insert of every e-mail Juntaí sends (group e-mails, access links, password resets,
 * invitations), each queued only while its recipient (stored normalised: emailOf) has had fewer than
 * the caps of limits.ts queued in the last hour and the last day, and a "group created" e-mail only
 * while fewer than its own cap of those went out in the hour; beyond, it is silently left
 * out and the change it tells about still commits. One statement, as emailsInsert (it may ride in a
 * join's single statement); the counts read the index of migration 0014 and stay small, since what is
 * capped is never written. E-mails of the same statement do not see each other: one more may slip in.
 */
export function cappedEmailsInsert(db: Executor, emails: readonly OutgoingEmail[]) {
  const rows = emails.map((e) => sql`(${e.to}::text, ${e.subject}::text, ${e.text}::text, ${e.html ?? null}::text, ${storedContent(e)}::jsonb, ${e.dedupeKey ?? null}::text, ${e.sendBefore ?? null}::timestamptz)`);
  const queuedWithin = (interval: string) => sql`(select count(*) from email_outbox o
    where lower(o.to_address) = lower(v.to_address) and o.created_at > now() - ${sql.lit(interval)}::interval)`;
  const createdWithinHour = sql`(select count(*) from email_outbox o
    where lower(o.to_address) = lower(v.to_address) and o.created_at > now() - interval '1 hour'
      and o.dedupe_key like ${sql.lit(`${GROUP_CREATED_KEY_PREFIX}%`)})`;
  return db.insertInto('email_outbox')
    .columns(['to_address', 'subject', 'text_body', 'html_body', 'content', 'dedupe_key', 'send_before'])
    .expression(sql`select v.to_address, v.subject, v.text_body, v.html_body, v.content, v.dedupe_key, v.send_before
      from (values ${sql.join(rows)}) as v(to_address, subject, text_body, html_body, content, dedupe_key, send_before)
      where ${queuedWithin('1 hour')} < ${sql.lit(GROUP_EMAILS_PER_RECIPIENT_PER_HOUR)}
        and ${queuedWithin('1 day')} < ${sql.lit(GROUP_EMAILS_PER_RECIPIENT_PER_DAY)}
        and (v.dedupe_key is null or v.dedupe_key not like ${sql.lit(`${GROUP_CREATED_KEY_PREFIX}%`)}
          or ${createdWithinHour} < ${sql.lit(GROUP_CREATED_EMAILS_PER_RECIPIENT_PER_HOUR)})`)
    .onConflict((oc) => oc.column('dedupe_key').doNothing());
}

/** Queues e-mails in the caller's transaction, within the caps per recipient. */
export async function enqueueGroupEmails(db: Executor, emails: readonly OutgoingEmail[]): Promise<void> {
  if (emails.length === 0) return;
  await cappedEmailsInsert(db, emails).execute();
}

/** Queues one e-mail in the caller's transaction, within the caps per recipient. */
export const enqueueCappedEmail = (db: Executor, email: OutgoingEmail): Promise<void> => enqueueGroupEmails(db, [email]);
