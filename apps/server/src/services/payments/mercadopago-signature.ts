import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Mercado Pago's notification signature. The `x-signature` header is `ts=…,v1=…`, where v1 is the
 * hex HMAC-SHA256, keyed by the secret shown in the application's webhook settings, of the manifest
 * `id:{data.id};request-id:{x-request-id};ts:{ts};`, from which MP's documentation says to drop each
 * part the notification does not carry. The body is not signed: only the payment id is, which is why a
 * notification is nothing more than a trigger to read the payment back.
 *
 * `ts` is not held against our clock: MP retries a notification for days (the first retry after 5
 * minutes or more), and a correctly signed old one only makes Juntaí look the payment up again, which
 * changes nothing that was already applied. Refusing it lost the refunds and chargebacks it announced.
 */

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

/** The signed manifest, each part present in the notification and none of the absent ones. */
export function signatureManifest(parts: { dataId: string | undefined; requestId: string | undefined; ts: string }): string {
  return [
    parts.dataId ? `id:${signedDataId(parts.dataId)};` : '',
    parts.requestId ? `request-id:${parts.requestId};` : '',
    `ts:${parts.ts};`,
  ].join('');
}

export function isValidMercadoPagoSignature(secret: string, parts: MercadoPagoSignedParts): boolean {
  const { signature, requestId, dataId } = parts;
  if (!signature) return false;
  const parsed = parseSignatureHeader(signature);
  if (!parsed || !/^\d{1,16}$/.test(parsed.ts) || !/^[0-9a-f]+$/i.test(parsed.v1)) return false;
  const expected = createHmac('sha256', secret).update(signatureManifest({ dataId, requestId, ts: parsed.ts })).digest();
  const given = Buffer.from(parsed.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
