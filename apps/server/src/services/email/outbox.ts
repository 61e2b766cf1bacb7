import { normalizeEmail } from '@juntai/domain';
import type { Executor } from '../../db/executor.ts';
import { type NewOutboxEmail, outboxInsert } from '../../db/repositories/outbox.ts';
import { currentRequestId } from '../../http/request-id.ts';
import { type EmailBody, type EmailContent, emailText } from './content.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** A ready HTML part; e-mails of the product give `content` instead. */
  html?: string;
  /** The body as structure: the sender renders the HTML part from it (ADR 0026). */
  content?: EmailBody;
  /** E-mails with the same key are sent once (for example `group-completed:<linkId>`). */
  dedupeKey?: string;
  /** Dropped, not delivered, once this instant has come (a reminder would arrive too late to be true). */
  sendBefore?: Date;
}

/** An e-mail of one of the product's kinds: its text now, its HTML when sent, both from `content`. */
export function emailOf(to: string, { subject, ...body }: EmailContent, dedupeKey?: string): OutgoingEmail {
  // One spelling per recipient: the caps per recipient (recipient-caps.ts) count the address as stored.
  return { to: normalizeEmail(to), subject, text: emailText(body), content: body, ...(dedupeKey ? { dedupeKey } : {}) };
}

/**
 * Puts an e-mail in the outbox, in the caller's transaction: it goes out only if that transaction
 * commits, and the sender job delivers it (SMTP when SMTP_URL is set, else it is logged and kept).
 */
export async function enqueueEmail(db: Executor, email: OutgoingEmail): Promise<void> {
  await outboxInsert(db, [outboxRowOf(email)]).execute();
}

/** The outbox row of an e-mail, with the request that queued it (if any): each attempt's log line leads back to it. */
export function outboxRowOf(email: OutgoingEmail): NewOutboxEmail {
  return {
    to_address: email.to, subject: email.subject, text_body: email.text, html_body: email.html ?? null, content: email.content ? JSON.stringify(email.content) : null,
    dedupe_key: email.dedupeKey ?? null, send_before: email.sendBefore ?? null, request_id: currentRequestId() ?? null,
  };
}
