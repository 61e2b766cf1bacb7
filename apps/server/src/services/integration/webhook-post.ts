import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { integrationMessages } from '@juntai/contract';
import { isRefusedLiteral, publicOnlyLookup } from '../net/public-lookup.ts';

export interface WebhookAnswer { code: number | null; error: string | null }

export interface WebhookPostLimits {
  /** The whole exchange, from connecting to the answer's last byte read: a receiver that drips is cut off. */
  deadlineMs: number;
  /** Bytes of the answer read at most: only its code matters, so the rest is never waited for. */
  answerBytes: number;
}

/** What docs/integration.md promises a store's receiver (ADR 0011). */
export const WEBHOOK_POST_LIMITS: WebhookPostLimits = { deadlineMs: 10_000, answerBytes: 64 * 1024 };

/**
 * POSTs the body once: no redirects followed, private addresses refused (unless `publicOnly` is off for
 * local tests), and a total deadline rather than an idle timeout, so a receiver that answers a byte every
 * few seconds cannot keep the sender for longer than `deadlineMs`.
 */
export function postWebhook(url: URL, headers: Record<string, string>, body: string, publicOnly: boolean, limits: WebhookPostLimits = WEBHOOK_POST_LIMITS): Promise<WebhookAnswer> {
  if (isRefusedLiteral(url.hostname, publicOnly)) return Promise.resolve({ code: null, error: integrationMessages.webhookUrlPrivate });
  let refused = false;
  const lookup = publicOnlyLookup(publicOnly, () => { refused = true; });
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: WebhookAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      req.destroy();
      resolve(answer);
    };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(url, { method: 'POST', lookup, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      const code = res.statusCode ?? null;
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read >= limits.answerBytes) settle({ code, error: null });
      });
      res.on('end', () => settle({ code, error: null }));
      res.on('error', () => settle({ code, error: null }));
    });
    const deadline = setTimeout(() => settle({ code: null, error: integrationMessages.webhookTimedOut }), limits.deadlineMs);
    req.on('error', (error) => settle({ code: null, error: refused ? integrationMessages.webhookUrlPrivate : error.message.slice(0, 300) }));
    req.end(body);
  });
}
