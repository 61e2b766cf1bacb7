import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Webhook signatures: `X-Webhook-Signature: sha256=<hex HMAC-SHA256 of the raw body>`, keyed by
 * PAYMENT_WEBHOOK_SECRET. The raw bytes are signed (not re-serialised JSON), and the comparison takes
 * the same time whatever the guess.
 */
export function signWebhookBody(secret: string, rawBody: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

export function isValidWebhookSignature(secret: string, rawBody: Buffer, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string') return false;
  const match = /^sha256=([0-9a-fA-F]{64})$/.exec(header.trim());
  if (!match?.[1]) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(match[1], 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
