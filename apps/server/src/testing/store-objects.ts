import { groupBody } from './group-helpers.ts';
import { nextClientAddress, sendRequest } from './api-request.ts';
import type { TestApp } from './test-app.ts';

/**
 * Words only store A's own data contains. Another store's merchant, an anonymous caller or an expired
 * session finding one of them in an answer has seen A's data.
 */
export const STORE_A_SECRETS = {
  productName: 'Produto Sigiloso Alfa',
  apiKeyLabel: 'chave-sigilosa-alfa',
  webhookUrl: 'https://ganchos-sigilosos.alfa.example/juntai',
  organizerName: 'Organizadora Sigilosa Alfa',
} as const;

/** Objects of one store, made through the API as its merchant would, to fill path parameters with. */
export interface StoreObjects {
  productExternalId: string;
  productId: number;
  linkId: string;
  organizerToken: string;
  participantName: string;
  expiredLinkId: string;
  expiredOrganizerToken: string;
  apiKeyId: number;
  /** The API key itself (shown once, at creation): the store's back end calls with it. */
  apiKey: string;
  deliveryId: number;
  pixTxid: string;
}

let serial = 0;

async function ok(t: TestApp, what: string, request: Parameters<typeof sendRequest>[1]) {
  const res = await sendRequest(t.app, { remoteAddress: nextClientAddress(), ...request });
  if (res.status >= 300) throw new Error(`${what} failed: ${res.status} ${res.body}`);
  return res.json as any;
}

/**
 * A fresh set of the merchant's objects: a product, an open group and an expired one of it, an API
 * key and a webhook delivery. Fresh each time, so a test may delete them.
 */
export async function createStoreObjects(t: TestApp, merchant: { storeId: string; headers: Record<string, string> }): Promise<StoreObjects> {
  serial += 1;
  const { headers } = merchant;
  const productExternalId = `sku-alfa-${serial}`;
  const saved = await ok(t, 'product', {
    method: 'PUT', url: `/api/admin/products/${productExternalId}`, headers,
    payload: { name: `${STORE_A_SECRETS.productName} ${serial}`, price: 300, image: 'https://imagens.example/produto.png' },
  });
  const productId = Number(saved.product.id);
  await ok(t, 'webhook', { method: 'PUT', url: '/api/admin/webhook', headers, payload: { url: STORE_A_SECRETS.webhookUrl } });
  const participantName = 'Convidado Sigiloso';
  const group = await ok(t, 'group', {
    method: 'POST', url: '/api/groups',
    payload: groupBody(productId, { creatorName: STORE_A_SECRETS.organizerName, names: [STORE_A_SECRETS.organizerName, participantName, 'Outra Pessoa'] }),
  });
  const joined = await ok(t, 'pix join', {
    method: 'POST', url: `/api/groups/${group.link_id}/join`,
    payload: { name: STORE_A_SECRETS.organizerName, email: 'organizadora.alfa@example.com', whatsapp: '11912345678', payment_method: 'pix', installments: 1 },
  });
  const pixTxid = String(joined.pix?.txid ?? joined.payment?.pix?.txid ?? '');
  const expired = await ok(t, 'second group', {
    method: 'POST', url: '/api/groups',
    payload: groupBody(productId, { creatorName: STORE_A_SECRETS.organizerName }),
  });
  // Expires it as the sweeper would (which queues the store's group.expired event).
  await ok(t, 'expiry', { method: 'POST', url: `/api/testing/groups/${expired.link_id}/expire` });
  const key = await ok(t, 'api key', { method: 'POST', url: '/api/admin/api-keys', headers, payload: { label: `${STORE_A_SECRETS.apiKeyLabel} ${serial}` } });
  const delivery = await t.database.db.selectFrom('webhook_deliveries').select('id')
    .where('store_id', '=', merchant.storeId).orderBy('id', 'desc').executeTakeFirst();
  if (!delivery) throw new Error('no webhook delivery was queued for the expired group');
  return {
    productExternalId, productId, linkId: group.link_id, organizerToken: group.organizer_token, participantName,
    expiredLinkId: expired.link_id, expiredOrganizerToken: expired.organizer_token, apiKeyId: Number(key.api_key.id), apiKey: String(key.key), deliveryId: delivery.id, pixTxid,
  };
}
