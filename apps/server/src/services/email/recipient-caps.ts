import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import {
  ACCESS_LINK_EMAILS_PER_RECIPIENT_PER_HOUR, ACCESS_LINK_KEY_PREFIX, GROUP_CREATED_EMAILS_PER_RECIPIENT_PER_HOUR, GROUP_CREATED_KEY_PREFIX,
  GROUP_EMAILS_PER_RECIPIENT_PER_DAY, GROUP_EMAILS_PER_RECIPIENT_PER_HOUR,
} from '../abuse/limits.ts';
import { type OutgoingEmail, storedContent } from './outbox.ts';

/**
 * The outbox insert of the e-mails anyone may have sent to any address (group e-mails, Meus Grupos
 * access links), each queued only while its recipient (stored normalised: emailOf) is under the caps of
 * limits.ts: group e-mails under the hourly and daily caps, a "group created" e-mail also under its own
 * hourly cap, an access link under its own hourly cap only (a flood of group e-mails does not keep
 * anyone from their own link). Beyond, it is silently left
 * out and the change it tells about still commits. One statement, as emailsInsert (it may ride in a
 * join's single statement); the counts read the index of migration 0014 and stay small, since what is
 * capped is never written. E-mails of the same statement do not see each other: one more may slip in.
 */
export function cappedEmailsInsert(db: Executor, emails: readonly OutgoingEmail[]) {
  const rows = emails.map((e) => sql`(${e.to}::text, ${e.subject}::text, ${e.text}::text, ${e.html ?? null}::text, ${storedContent(e)}::jsonb, ${e.dedupeKey ?? null}::text, ${e.sendBefore ?? null}::timestamptz)`);
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

/** Queues e-mails in the caller's transaction, within the caps per recipient. */
export async function enqueueGroupEmails(db: Executor, emails: readonly OutgoingEmail[]): Promise<void> {
  if (emails.length === 0) return;
  await cappedEmailsInsert(db, emails).execute();
}

/** Queues one e-mail in the caller's transaction, within the caps per recipient. */
export const enqueueCappedEmail = (db: Executor, email: OutgoingEmail): Promise<void> => enqueueGroupEmails(db, [email]);
