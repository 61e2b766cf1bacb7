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

/** The pending deliveries whose time has come, oldest first. */
export async function listDueDeliveries(db: Executor, now: Date, limit: number) {
  return db.selectFrom('webhook_deliveries').select(webhookDeliveryColumns).where('status', '=', 'pending').where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at').orderBy('id').limit(limit).execute();
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
