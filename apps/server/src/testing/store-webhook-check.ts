import { timingSafeEqual } from 'node:crypto';
import { webhookHmac } from '../services/integration/store-webhook-signature.ts';

/** The tolerance docs/integration.md gives a store's receiver. */
const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/**
 * What a store's receiver does with `Juntai-Signature` (docs/integration.md): true only for this
 * secret, this exact body and a fresh timestamp. The server only signs; tests check as a store would.
 */
export function verifyStoreWebhook(secret: string, body: string, header: string | undefined, nowSeconds: number, toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS): boolean {
  const parts = new Map((header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds || !/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(webhookHmac(secret, timestamp, body), 'hex'));
}
