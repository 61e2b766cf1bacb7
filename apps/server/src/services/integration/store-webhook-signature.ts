import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of Juntaí's webhooks to stores (docs/integration.md shows a store how to check it):
 *
 *     Juntai-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed by the store's secret>
 *
 * The timestamp is signed with the body, so a captured delivery cannot be replayed later than the
 * receiver's tolerance (5 minutes).
 */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const hmac = (secret: string, timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export function signStoreWebhook(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** What a store's receiver does: true only for this secret, this exact body and a fresh timestamp. */
export function verifyStoreWebhook(secret: string, body: string, header: string | undefined, nowSeconds: number, toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS): boolean {
  const parts = new Map((header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds || !/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(hmac(secret, timestamp, body), 'hex'));
}
