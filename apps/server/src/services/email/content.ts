import { z } from 'zod';

/**
 * What an e-mail says, once: each kind (kinds/*.ts) writes its sentences here, and both parts come from
 * it — the plain text when it is queued (text_body, cheap string joins on the join path) and the HTML
 * when it is sent (html.ts, from the outbox's `content`). Everything in it is plain text: names typed
 * by people reach the HTML only as React text, escaped by construction.
 */
const paragraph = z.string();

/** The e-mail's one call to action: a button in HTML, the bare address on its own line in text. */
const action = z.object({
  /** The sentence before the link, e.g. "Acompanhe o grupo:". */
  lead: z.string().optional(),
  /** The button's words, HTML only (the text part shows the address itself). */
  label: z.string(),
  href: z.string(),
});

/**
 * A message for the reader to send on (a WhatsApp click-to-chat link carrying it): the message shown
 * as it will read, then its button in HTML; in text, quoted, then the bare link on its own line.
 */
const readyMessage = z.object({
  lead: z.string(),
  message: z.string(),
  /** The button's words, HTML only. */
  label: z.string(),
  href: z.string(),
});

/**
 * An image carried inside the e-mail (an inline attachment the HTML shows by its content id), such as
 * a PIX charge's QR code. Kept in `content`, so it is deleted with the body by the retention job; the
 * text part says `alt` instead.
 */
const inlineImage = z.object({
  cid: z.string().regex(/^[a-z0-9.-]+@juntai$/),
  alt: z.string(),
  png_base64: z.string(),
});

export const emailBodySchema = z.object({
  greeting: z.string(),
  /** Paragraphs (a "\n" inside one is a line break), actions and ready messages, in order. */
  // The ready message first: an action's schema would take one, dropping its message.
  blocks: z.array(z.union([paragraph, readyMessage, inlineImage, action])),
});

export type EmailAction = z.infer<typeof action>;
export type EmailReadyMessage = z.infer<typeof readyMessage>;
export type EmailInlineImage = z.infer<typeof inlineImage>;
export type EmailBlock = z.infer<typeof emailBodySchema>['blocks'][number];
export type EmailBody = z.infer<typeof emailBodySchema>;
export interface EmailContent extends EmailBody {
  subject: string;
}

/** An inline image, not an action nor a ready message. */
export const isInlineImage = (block: EmailBlock): block is EmailInlineImage => typeof block !== 'string' && 'png_base64' in block;

/** The images an e-mail carries as inline attachments, each named by its content id. */
export const inlineImagesOf = (body: EmailBody): EmailInlineImage[] => body.blocks.filter(isInlineImage);

/** A ready message, not an action (a paragraph is a string). */
export const isReadyMessage = (block: EmailBlock): block is EmailReadyMessage => typeof block !== 'string' && 'message' in block;

/** The plain-text part: greeting, then each block, a blank line apart; every link alone on its line. */
export function emailText(body: EmailBody): string {
  const blockText = (block: EmailBlock) => {
    if (typeof block === 'string') return block;
    if (isInlineImage(block)) return block.alt;
    if (isReadyMessage(block)) return [block.lead, ...block.message.split('\n').map((line) => `> ${line}`.trimEnd()), block.href].join('\n');
    return block.lead ? `${block.lead}\n${block.href}` : block.href;
  };
  return [body.greeting, ...body.blocks.map(blockText)].join('\n\n');
}

/** The outbox's `content` of a row, or undefined for e-mails queued as text alone (or unreadable). */
export function readEmailBody(stored: unknown): EmailBody | undefined {
  if (stored === null || stored === undefined) return undefined;
  let value = stored;
  try {
    if (typeof stored === 'string') value = JSON.parse(stored);
  } catch {
    return undefined; // sent as text alone rather than never
  }
  const parsed = emailBodySchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
