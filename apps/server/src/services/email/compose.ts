import type { OutboxRow } from '../../db/repositories/outbox.ts';
import { brandEmail, type Email, type EmailBrand, type InlineAttachment } from './branding.ts';
import { inlineImagesOf, readEmailBody } from './content.ts';
import { renderEmailHtml } from './html.ts';

/**
 * An outbox row as it leaves: subject and text in the operator's name (brandEmail), and the HTML part
 * rendered now from the row's `content` — at send time, off the request that queued it. Rows queued
 * without content keep the HTML they were given, if any.
 */
export function composeEmail(
  row: Pick<OutboxRow, 'subject' | 'text_body' | 'html_body' | 'content'>, brand: EmailBrand,
): Email & { attachments: InlineAttachment[] } {
  const email = brandEmail({ subject: row.subject, text: row.text_body, html: row.html_body }, brand);
  const body = readEmailBody(row.content);
  if (!body) return { ...email, attachments: [] };
  // The images the HTML shows by content id travel with it (stored in `content`, pruned with the body).
  const attachments = inlineImagesOf(body).map((image): InlineAttachment => ({
    cid: image.cid, filename: `${image.cid.split('@')[0]}.png`, contentType: 'image/png', content: Buffer.from(image.png_base64, 'base64'),
  }));
  return { ...email, html: renderEmailHtml(body, brand), attachments };
}
