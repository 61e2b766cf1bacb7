import { sql } from 'kysely';
import type { Executor } from '../executor.ts';
import type { WebhookDeliveriesTable } from '../schema.ts';
import { storeWebhookColumns, webhookDeliveryColumns } from '../columns.ts';

export async function findStoreWebhook(db: Executor, storeId: string) {
  return db.selectFrom('store_webhooks').select(storeWebhookColumns).where('store_id', '=', storeId).executeTakeFirst();
}

export async function saveStoreWebhook(db: Executor, values: { store_id: string; url: string; secret: string; updated_at: Date }): Promise<void> {
  await db.insertInto('store_webhooks').values(values)
    .onConflict((oc) => oc.column('store_id').doUpdateSet({ url: values.url, secret: values.secret, updated_at: values.updated_at })).execute();
}

export async function deleteStoreWebhook(db: Executor, storeId: string): Promise<boolean> {
  const result = await db.deleteFrom('store_webhooks').where('store_id', '=', storeId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface NewDelivery {
  store_id: string;
  event: WebhookDeliveriesTable['event'];
  link_id: string;
  dedupe_key: string;
  body: string;
  created_at: Date;
  /** The request that queued it, if any (logged with each attempt). */
  request_id: string | null;
}

/** Queues a delivery, once per dedupe key: the change replayed (a sweep run twice) queues nothing more. */
export async function insertDelivery(db: Executor, delivery: NewDelivery): Promise<void> {
  await db.insertInto('webhook_deliveries').values({ ...delivery, queued_at: delivery.created_at, next_attempt_at: delivery.created_at })
    .onConflict((oc) => oc.column('dedupe_key').doNothing()).execute();
}

const listed = ['id', 'event', 'link_id', 'status', 'attempts', 'response_code', 'last_error', 'created_at', 'last_attempt_at', 'next_attempt_at'] as const;

export async function listDeliveries(db: Executor, storeId: string, limit: number) {
  return db.selectFrom('webhook_deliveries').select(listed).where('store_id', '=', storeId).orderBy('id', 'desc').limit(limit).execute();
}

export interface ClaimDueOptions {
  now: Date;
  /** Deliveries claimed in all. */
  limit: number;
  /** At most this many of one store: a store with a long queue cannot fill the batch. */
  perStore: number;
  /** The claim: until then, no other run takes these rows; if this one dies, they are due again then. */
  until: Date;
  /** Stores this run is already sending to: their next deliveries wait for that lane. */
  skipStores: readonly string[];
}

/**
 * Claims the pending deliveries whose time has come, oldest first and at most `perStore` of each store,
 * in one statement committed on its own (the e-mail outbox's rule, ADR 0018): the sender then talks to
 * receivers holding no transaction. The claim is a later `next_attempt_at`, so rows another run is
 * claiming right now are skipped (SKIP LOCKED) and rows claimed a moment ago are no longer due.
 */
export async function claimDueDeliveries(db: Executor, options: ClaimDueOptions) {
  const pending = db.selectFrom('webhook_deliveries').where('status', '=', 'pending').where('next_attempt_at', '<=', options.now)
    .$if(options.skipStores.length > 0, (qb) => qb.where('store_id', 'not in', options.skipStores));
  const due = pending.select(['id', 'store_id'])
    .select(sql<number>`row_number() over (partition by store_id order by next_attempt_at, id)`.as('place'));
  const chosen = pending.select('id')
    .where('id', 'in', db.selectFrom(due.as('due')).select('due.id').where('due.place', '<=', options.perStore))
    .orderBy('next_attempt_at').orderBy('id').limit(options.limit)
    .forUpdate().skipLocked();
  const rows = await db.updateTable('webhook_deliveries').set({ next_attempt_at: options.until })
    .where('id', 'in', chosen).returning(webhookDeliveryColumns).execute();
  return rows.sort((a, b) => a.id - b.id);
}

/** Gives claimed deliveries back unsent (the run's time is over, or it stops): due again at `at`. */
export async function releaseDeliveryClaims(db: Executor, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('webhook_deliveries').set({ next_attempt_at: at }).where('id', 'in', ids).where('status', '=', 'pending').execute();
}

/** Records one attempt. `next` null with a failure gives the delivery up. */
export async function recordAttempt(db: Executor, id: number, outcome: { at: Date; delivered: boolean; responseCode: number | null; error: string | null; next: Date | null }): Promise<void> {
  await db.updateTable('webhook_deliveries').set({
    attempts: sql`attempts + 1`,
    last_attempt_at: outcome.at,
    response_code: outcome.responseCode,
    last_error: outcome.error,
    status: outcome.delivered ? 'delivered' : outcome.next ? 'pending' : 'failed',
    next_attempt_at: outcome.delivered ? null : outcome.next,
  }).where('id', '=', id).execute();
}

/** 'Reenviar': the store's delivery goes back to the queue, due now. Answers whether it is the store's. */
export async function requeueDelivery(db: Executor, storeId: string, id: number, now: Date): Promise<boolean> {
  const result = await db.updateTable('webhook_deliveries').set({ status: 'pending', queued_at: now, next_attempt_at: now })
    .where('store_id', '=', storeId).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
