import type { Executor } from '../../db/executor.ts';
import { cappedOutboxInsert } from '../../db/repositories/outbox.ts';
import { type OutgoingEmail, outboxRowOf } from './outbox.ts';

/**
 * The outbox insert of e-mails anyone may have sent to any address, each queued only while its
 * recipient is under the caps per recipient (db/repositories/outbox.ts cappedOutboxInsert), unsent.
 */
export function cappedEmailsInsert(db: Executor, emails: readonly OutgoingEmail[]) {
  return cappedOutboxInsert(db, emails.map(outboxRowOf));
}

/** Queues e-mails in the caller's transaction, within the caps per recipient. */
export async function enqueueGroupEmails(db: Executor, emails: readonly OutgoingEmail[]): Promise<void> {
  if (emails.length === 0) return;
  await cappedEmailsInsert(db, emails).execute();
}
