import { randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { integrationMessages, type WebhookDelivery, type WebhookSettings } from '@juntai/contract';
import type { AppContext } from '../../context.ts';
import { deleteStoreWebhook, findStoreWebhook, listDeliveries, requeueDelivery, saveStoreWebhook } from '../../db/repositories/store-webhooks.ts';
import { badRequest, notFound } from '../../errors.ts';
import { isPublicAddress } from '../net/public-address.ts';
import { outboundUrl } from '../net/public-lookup.ts';

const DELIVERIES_SHOWN = 100;
const SECRET_PREFIX = 'whsec_';
const newSecret = () => `${SECRET_PREFIX}${randomBytes(24).toString('base64url')}`;
const secretPrefix = (secret: string) => secret.slice(0, SECRET_PREFIX.length + 4);

/**
 * A webhook URL a store may set: https, no credentials in it, and a name that resolves to public
 * addresses only (plain http and private addresses only with ALLOW_PRIVATE_OUTBOUND, for local tests). Each delivery
 * checks the addresses again (deliver-webhooks.ts): a name can change what it resolves to.
 */
async function checkedUrl(ctx: AppContext, raw: string): Promise<string> {
  const publicOnly = !ctx.env.ALLOW_PRIVATE_OUTBOUND;
  const url = outboundUrl(raw, publicOnly);
  if (!url) throw badRequest(integrationMessages.webhookUrlInvalid, 'webhook_url_invalid');
  if (publicOnly) {
    const addresses = await lookup(url.hostname.replace(/^\[|\]$/g, ''), { all: true }).catch(() => []);
    if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address))) throw badRequest(integrationMessages.webhookUrlPrivate, 'webhook_url_private');
  }
  return url.toString();
}

export async function readWebhook(ctx: AppContext, storeId: string): Promise<WebhookSettings> {
  const row = await findStoreWebhook(ctx.db, storeId);
  return { url: row?.url ?? null, secret_prefix: row ? secretPrefix(row.secret) : null };
}

/** Sets the URL; the first time, a secret is made and answered (once). Later saves keep the secret. */
export async function saveWebhook(ctx: AppContext, storeId: string, rawUrl: string): Promise<WebhookSettings> {
  const url = await checkedUrl(ctx, rawUrl);
  const existing = await findStoreWebhook(ctx.db, storeId);
  const secret = existing?.secret ?? newSecret();
  await saveStoreWebhook(ctx.db, { store_id: storeId, url, secret, updated_at: ctx.clock.now() });
  return { url, secret_prefix: secretPrefix(secret), ...(existing ? {} : { secret }) };
}

/** A new secret, answered once; deliveries from now on are signed with it. */
export async function rotateWebhookSecret(ctx: AppContext, storeId: string): Promise<WebhookSettings> {
  const existing = await findStoreWebhook(ctx.db, storeId);
  if (!existing) throw badRequest(integrationMessages.webhookNotSet, 'webhook_not_set');
  const secret = newSecret();
  await saveStoreWebhook(ctx.db, { store_id: storeId, url: existing.url, secret, updated_at: ctx.clock.now() });
  return { url: existing.url, secret_prefix: secretPrefix(secret), secret };
}

export async function removeWebhook(ctx: AppContext, storeId: string): Promise<void> {
  if (!(await deleteStoreWebhook(ctx.db, storeId))) throw notFound(integrationMessages.webhookNotSet, 'webhook_not_set');
}

export async function webhookDeliveries(ctx: AppContext, storeId: string): Promise<WebhookDelivery[]> {
  return (await listDeliveries(ctx.db, storeId, DELIVERIES_SHOWN)).map((d) => ({
    id: d.id, event: d.event, link_id: d.link_id, status: d.status, attempts: d.attempts, response_code: d.response_code, last_error: d.last_error,
    created_at: d.created_at.toISOString(), last_attempt_at: d.last_attempt_at?.toISOString() ?? null, next_attempt_at: d.next_attempt_at?.toISOString() ?? null,
  }));
}

/** 'Reenviar': back in the queue, due now, with 3 more days of retries. */
export async function resendDelivery(ctx: AppContext, storeId: string, id: number): Promise<void> {
  if (!(await requeueDelivery(ctx.db, storeId, id, ctx.clock.now()))) throw notFound(integrationMessages.deliveryNotFound, 'delivery_not_found');
}
