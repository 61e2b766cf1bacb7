import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { integrationMessages, STORE_WEBHOOK_SIGNATURE_HEADER } from '@juntai/contract';
import { nextWebhookAttempt } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import { findStoreWebhook, listDueDeliveries, recordAttempt } from '../../db/repositories/store-webhooks.ts';
import type { Selectable } from 'kysely';
import type { WebhookDeliveriesTable } from '../../db/schema.ts';
import { isRefusedLiteral, publicOnlyLookup } from '../net/public-lookup.ts';
import { signStoreWebhook } from './store-webhook-signature.ts';

const TIMEOUT_MS = 10_000;
const BATCH = 20;
/** Deliveries sent at once: a slow receiver delays the others by at most one timeout. */
const PARALLEL = 5;

type Delivery = Selectable<WebhookDeliveriesTable>;
interface Answer { code: number | null; error: string | null }

/** POSTs the body once: no redirects followed, 10 s at most, private addresses refused (unless `publicOnly` is off for local tests). */
function post(url: URL, headers: Record<string, string>, body: string, publicOnly: boolean): Promise<Answer> {
  if (isRefusedLiteral(url.hostname, publicOnly)) return Promise.resolve({ code: null, error: integrationMessages.webhookUrlPrivate });
  let refused = false;
  const lookup = publicOnlyLookup(publicOnly, () => { refused = true; });
  return new Promise((resolve) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(url, { method: 'POST', lookup, timeout: TIMEOUT_MS, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      res.resume(); // the answer's body is not needed, only its code
      res.on('end', () => resolve({ code: res.statusCode ?? null, error: null }));
      res.on('error', () => resolve({ code: res.statusCode ?? null, error: null }));
    });
    req.on('timeout', () => req.destroy(new Error('Tempo esgotado (10 s)')));
    req.on('error', (error) => resolve({ code: null, error: refused ? integrationMessages.webhookUrlPrivate : error.message.slice(0, 300) }));
    req.end(body);
  });
}

async function attempt(ctx: AppContext, delivery: Delivery): Promise<boolean> {
  const now = ctx.clock.now();
  const webhook = await findStoreWebhook(ctx.db, delivery.store_id);
  const publicOnly = !ctx.env.ALLOW_PRIVATE_OUTBOUND;
  let answer: Answer;
  let url: URL | undefined;
  try {
    url = webhook ? new URL(webhook.url) : undefined;
  } catch {
    url = undefined;
  }
  if (!webhook) answer = { code: null, error: integrationMessages.webhookNotSet };
  else if (!url || (url.protocol !== 'https:' && (publicOnly || url.protocol !== 'http:'))) answer = { code: null, error: integrationMessages.webhookUrlInvalid };
  else {
    const timestamp = Math.floor(now.getTime() / 1000);
    answer = await post(url, {
      'content-type': 'application/json',
      'user-agent': 'Juntai-Webhooks/1',
      'juntai-event': delivery.event,
      'juntai-delivery': String(delivery.id),
      [STORE_WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: signStoreWebhook(webhook.secret, timestamp, delivery.body),
    }, delivery.body, publicOnly);
  }
  const delivered = answer.code !== null && answer.code >= 200 && answer.code < 300;
  const at = ctx.clock.now();
  const reason = delivered ? null : (answer.error ?? `Resposta HTTP ${answer.code}`);
  const next = delivered ? null : nextWebhookAttempt(delivery.queued_at, at, delivery.attempts + 1);
  await recordAttempt(ctx.db, delivery.id, { at, delivered, responseCode: answer.code, error: reason, next });
  if (!delivered) {
    // The store's receiver is down or refuses: the ids its owner (or the operator) needs, and the reason.
    const facts = {
      kind: 'store-webhook', deliveryId: delivery.id, storeId: delivery.store_id, event: delivery.event, linkId: delivery.link_id,
      attempt: delivery.attempts + 1, reason, ...(delivery.request_id ? { reqId: delivery.request_id } : {}),
    };
    if (next) ctx.log.warn({ ...facts, nextAttemptAt: next.toISOString() }, 'store webhook not delivered, will retry');
    else ctx.log.error(facts, 'store webhook given up: retried for 3 days');
  }
  return delivered;
}

/**
 * The job runner's webhook work (every few seconds, one instance at a time): sends each due delivery
 * signed with the store's current secret to its current URL; a failure is retried with exponential
 * backoff for 3 days (domain/store-integration.ts), then the delivery is marked failed. Answers how
 * many were delivered and how many failed this run.
 */
export async function deliverDueWebhooks(ctx: AppContext, signal?: AbortSignal): Promise<{ delivered: number; failed: number }> {
  const due = await listDueDeliveries(ctx.db, ctx.clock.now(), BATCH);
  let delivered = 0;
  for (let i = 0; i < due.length && !signal?.aborted; i += PARALLEL) {
    const results = await Promise.all(due.slice(i, i + PARALLEL).map((d) => attempt(ctx, d)));
    delivered += results.filter(Boolean).length;
  }
  return { delivered, failed: due.length - delivered };
}
