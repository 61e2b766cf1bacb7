import type { Executor } from '../../db/executor.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** E-mails with the same key are sent once (for example `group-completed:<linkId>`). */
  dedupeKey?: string;
}

/**
 * Puts an e-mail in the outbox, in the caller's transaction: it goes out only if that transaction
 * commits, and the sender job delivers it (SMTP when SMTP_URL is set, else it is logged and kept).
 */
export async function enqueueEmail(db: Executor, email: OutgoingEmail): Promise<void> {
  await enqueueEmails(db, [email]);
}

/** Several e-mails of one change in one statement (a join queues two: payer's and organizer's). */
export async function enqueueEmails(db: Executor, emails: OutgoingEmail[]): Promise<void> {
  if (emails.length === 0) return;
  await emailsInsert(db, emails).execute();
}

/** The outbox insert of `emails` (at least one), unsent: to run alone or with other writes of its change. */
export function emailsInsert(db: Executor, emails: readonly OutgoingEmail[]) {
  return db.insertInto('email_outbox').values(emails.map((email) => ({
    to_address: email.to,
    subject: email.subject,
    text_body: email.text,
    html_body: email.html ?? null,
    dedupe_key: email.dedupeKey ?? null,
  }))).onConflict((oc) => oc.column('dedupe_key').doNothing());
}
