import { integrationMessages, STORE_WEBHOOK_SIGNATURE_HEADER } from '@juntai/contract';
import { nextWebhookAttempt } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import { claimDueDeliveries, findStoreWebhook, recordAttempt, releaseDeliveryClaims } from '../../db/repositories/store-webhooks.ts';
import type { Selectable } from 'kysely';
import type { WebhookDeliveriesTable } from '../../db/schema.ts';
import { outboundUrl } from '../net/public-lookup.ts';
import { signStoreWebhook } from './store-webhook-signature.ts';
import { postWebhook, WEBHOOK_POST_LIMITS, type WebhookAnswer, type WebhookPostLimits } from './webhook-post.ts';

/** Deliveries claimed per statement, and at most this many of one store (one store cannot fill a batch). */
const BATCH = 50;
const PER_STORE = 5;
/** Past this, a run starts no new delivery: it ends within the budget plus one delivery's deadline. */
const RUN_BUDGET_MS = 20_000;

type Delivery = Selectable<WebhookDeliveriesTable>;

export interface DeliverOptions {
  /** Stops between deliveries (shutdown); what is not sent is given back. */
  signal?: AbortSignal;
  limits?: WebhookPostLimits;
  budgetMs?: number;
}

async function attempt(ctx: AppContext, delivery: Delivery, limits: WebhookPostLimits): Promise<boolean> {
  const webhook = await findStoreWebhook(ctx.db, delivery.store_id);
  const publicOnly = !ctx.env.ALLOW_PRIVATE_OUTBOUND;
  const url = webhook ? outboundUrl(webhook.url, publicOnly) : undefined;
  let answer: WebhookAnswer;
  if (!webhook) answer = { code: null, error: integrationMessages.webhookNotSet };
  else if (!url) answer = { code: null, error: integrationMessages.webhookUrlInvalid };
  else {
    const timestamp = Math.floor(ctx.clock.now().getTime() / 1000);
    answer = await postWebhook(url, {
      'content-type': 'application/json',
      'user-agent': 'Juntai-Webhooks/1',
      'juntai-event': delivery.event,
      'juntai-delivery': String(delivery.id),
      [STORE_WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: signStoreWebhook(webhook.secret, timestamp, delivery.body),
    }, delivery.body, publicOnly, limits);
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
 * The job runner's webhook work (every few seconds, on every instance): sends each due delivery signed
 * with the store's current secret to its current URL; a failure is retried with exponential backoff for
 * 3 days (domain/store-integration.ts), then the delivery is marked failed (ADR 0011).
 *
 * Nobody's receiver can hold the others': deliveries are claimed in short statements of their own (no
 * transaction or lock open while receivers answer), each store gets a lane of its own that sends its
 * deliveries one at a time, each delivery has a total deadline, and the run starts nothing new once its
 * budget is spent. Whenever a lane ends, the run claims again, so a store's new delivery does not wait for
 * a slow store's lane. Answers how many were delivered and how many attempts failed this run.
 */
export async function deliverDueWebhooks(ctx: AppContext, options: DeliverOptions = {}): Promise<{ delivered: number; failed: number }> {
  const limits = options.limits ?? WEBHOOK_POST_LIMITS;
  const budgetMs = options.budgetMs ?? RUN_BUDGET_MS;
  const started = ctx.clock.elapsedMs();
  const withinBudget = () => !options.signal?.aborted && ctx.clock.elapsedMs() - started < budgetMs;
  const counts = { delivered: 0, failed: 0 };
  const lanes = new Map<string, Promise<void>>();
  let failure: unknown;

  const lane = async (queue: Delivery[]) => {
    for (const [index, delivery] of queue.entries()) {
      if (!withinBudget()) {
        await releaseDeliveryClaims(ctx.db, queue.slice(index).map((d) => d.id), ctx.clock.now());
        return;
      }
      if (await attempt(ctx, delivery, limits)) counts.delivered += 1;
      else counts.failed += 1;
    }
  };

  while (withinBudget() && failure === undefined) {
    const now = ctx.clock.now();
    // Long enough for the whole run: a live run never loses its claims; a dead one's are due again after it.
    const until = new Date(now.getTime() + budgetMs + limits.deadlineMs + 60_000);
    const claimed = await claimDueDeliveries(ctx.db, { now, limit: BATCH, perStore: PER_STORE, until, skipStores: [...lanes.keys()] });
    const byStore = new Map<string, Delivery[]>();
    for (const delivery of claimed) byStore.set(delivery.store_id, [...(byStore.get(delivery.store_id) ?? []), delivery]);
    for (const [storeId, queue] of byStore) {
      // A lane that fails (the database) lets the others finish; the run then fails with its error.
      lanes.set(storeId, lane(queue).catch((error: unknown) => { failure ??= error; }).finally(() => lanes.delete(storeId)));
    }
    if (lanes.size === 0) break;
    await Promise.race(lanes.values());
  }
  await Promise.all(lanes.values());
  if (failure !== undefined) throw failure;
  return counts;
}
