import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Mercado Pago's notification signature. The `x-signature` header is `ts=…,v1=…`, where v1 is the
 * hex HMAC-SHA256, keyed by the secret shown in the application's webhook settings, of the manifest
 * `id:{data.id};request-id:{x-request-id};ts:{ts};`. The body is not signed: only the payment id
 * is, which is why a notification is nothing more than a trigger to read the payment back.
 */

/** How far a notification's `ts` may be from our clock: bounds how long a captured one can be replayed. */
export const MERCADOPAGO_SIGNATURE_TOLERANCE_MS = 5 * 60_000;

export interface MercadoPagoSignedParts {
  /** The `x-signature` header as received. */
  signature: string | undefined;
  /** The `x-request-id` header. */
  requestId: string | undefined;
  /** The `data.id` query parameter. */
  dataId: string | undefined;
}

/** MP's docs: an alphanumeric data.id is signed in lower case (payment ids are digits, unaffected). */
export function signedDataId(dataId: string): string {
  return /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
}

/** `ts=…,v1=…` in any order, with or without spaces; undefined when either part is missing. */
function parseSignatureHeader(header: string): { ts: string; v1: string } | undefined {
  const parts = new Map<string, string>();
  for (const piece of header.split(',')) {
    const at = piece.indexOf('=');
    if (at > 0) parts.set(piece.slice(0, at).trim(), piece.slice(at + 1).trim());
  }
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  return ts && v1 ? { ts, v1 } : undefined;
}

/** MP has sent `ts` both in seconds and in milliseconds: anything past 1e12 can only be milliseconds. */
function tsToMs(ts: string): number | undefined {
  if (!/^\d{1,16}$/.test(ts)) return undefined;
  const value = Number(ts);
  return value > 1e12 ? value : value * 1000;
}

export function isValidMercadoPagoSignature(secret: string, parts: MercadoPagoSignedParts, nowMs: number): boolean {
  const { signature, requestId, dataId } = parts;
  if (!signature || !requestId || !dataId) return false;
  const parsed = parseSignatureHeader(signature);
  if (!parsed || !/^[0-9a-f]+$/i.test(parsed.v1)) return false;
  const tsMs = tsToMs(parsed.ts);
  if (tsMs === undefined || Math.abs(nowMs - tsMs) > MERCADOPAGO_SIGNATURE_TOLERANCE_MS) return false;
  const manifest = `id:${signedDataId(dataId)};request-id:${requestId};ts:${parsed.ts};`;
  const expected = createHmac('sha256', secret).update(manifest).digest();
  const given = Buffer.from(parsed.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
