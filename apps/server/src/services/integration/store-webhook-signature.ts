import { createHmac } from 'node:crypto';

/**
 * The signature of Juntaí's webhooks to stores (docs/integration.md shows a store how to check it):
 *
 *     Juntai-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed by the store's secret>
 *
 * The timestamp is signed with the body, so a captured delivery cannot be replayed later than the
 * receiver's tolerance (5 minutes in the guide).
 */
export const webhookHmac = (secret: string, timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export function signStoreWebhook(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${webhookHmac(secret, timestamp, body)}`;
}
