import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { IMAGE_UPLOAD_MAX_BYTES, imageMessages } from '@juntai/contract';
import type { Env } from '../../env.ts';
import { badRequest } from '../../errors.ts';
import { isRefusedLiteral, outboundUrl, publicOnlyLookup } from '../net/public-lookup.ts';

const TIMEOUT_MS = 10_000;

/**
 * Downloads an image the operator points at, once, so pages never load it from another origin. Only
 * https, and every address the name resolves to must be public (plain http and private addresses only
 * with ALLOW_PRIVATE_OUTBOUND, for local tests) — checked in the connection's own lookup, so a name cannot resolve to a
 * public address for the check and a private one for the connection. No redirects, 10 s, 5 MB.
 */
export async function fetchImage(env: Pick<Env, 'ALLOW_PRIVATE_OUTBOUND'>, raw: string): Promise<Buffer> {
  const publicOnly = !env.ALLOW_PRIVATE_OUTBOUND;
  const url = outboundUrl(raw, publicOnly);
  if (!url) throw badRequest(imageMessages.urlInvalid, 'image_url_invalid');
  // A literal address never goes through the lookup: judge it here.
  if (isRefusedLiteral(url.hostname, publicOnly)) throw badRequest(imageMessages.urlRefused, 'image_url_refused');
  let refused = false;
  const lookup = publicOnlyLookup(publicOnly, () => { refused = true; });

  return new Promise<Buffer>((resolvePromise, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(url, { method: 'GET', lookup, timeout: TIMEOUT_MS, headers: { accept: 'image/*' } }, (res) => {
      const type = String(res.headers['content-type'] ?? '');
      if ((res.statusCode ?? 0) !== 200) {
        res.resume();
        return reject(badRequest(imageMessages.fetchFailed, 'image_fetch_failed'));
      }
      if (!type.startsWith('image/')) {
        res.resume();
        return reject(badRequest(imageMessages.notAnImage, 'image_not_image'));
      }
      if (Number(res.headers['content-length'] ?? 0) > IMAGE_UPLOAD_MAX_BYTES) {
        res.destroy();
        return reject(badRequest(imageMessages.tooLarge, 'image_too_large'));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > IMAGE_UPLOAD_MAX_BYTES) {
          res.destroy();
          reject(badRequest(imageMessages.tooLarge, 'image_too_large'));
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => resolvePromise(Buffer.concat(chunks)));
      res.on('error', () => reject(badRequest(imageMessages.fetchFailed, 'image_fetch_failed')));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => reject(refused
      ? badRequest(imageMessages.urlRefused, 'image_url_refused')
      : badRequest(imageMessages.fetchFailed, 'image_fetch_failed')));
    req.end();
  });
}
