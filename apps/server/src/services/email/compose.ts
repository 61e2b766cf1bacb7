import type { OutboxRow } from '../../db/repositories/outbox.ts';
import { brandEmail, type Email, type EmailBrand } from './branding.ts';
import { readEmailBody } from './content.ts';
import { renderEmailHtml } from './html.ts';

/**
 * An outbox row as it leaves: subject and text in the operator's name (brandEmail), and the HTML part
 * rendered now from the row's `content` — at send time, off the request that queued it. Rows queued
 * without content keep the HTML they were given, if any.
 */
export function composeEmail(row: Pick<OutboxRow, 'subject' | 'text_body' | 'html_body' | 'content'>, brand: EmailBrand): Email {
  const email = brandEmail({ subject: row.subject, text: row.text_body, html: row.html_body }, brand);
  const body = readEmailBody(row.content);
  return body ? { ...email, html: renderEmailHtml(body, brand) } : email;
}
