import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { integrationMessages } from '@juntai/contract';
import { createTestGroup, HOUR, join } from '../../testing/group-helpers.ts';
import { expireDueGroups } from '../groups/expire-groups.ts';
import { asMerchant, signUpMerchant, type TestMerchant } from '../../testing/merchant-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngine } from '../../testing/test-database.ts';
import { deliverDueWebhooks } from './deliver-webhooks.ts';
import { verifyStoreWebhook } from '../../testing/store-webhook-check.ts';

interface Received { headers: IncomingHttpHeaders; body: string }

/** A store's webhook receiver on this machine: records every request, answers 500 while `failing` > 0. */
class Receiver {
  readonly received: Received[] = [];
  failing = 0;
  readonly server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => { body += chunk.toString('utf8'); });
    req.on('end', () => {
      this.received.push({ headers: req.headers, body });
      if (this.failing > 0) {
        this.failing -= 1;
        res.writeHead(500).end('erro');
      } else res.writeHead(200).end('ok');
    });
  });
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/juntai`;
  }
  /**
   * The events in the order they were queued: deliveries go out several at once and may arrive in
   * any order, and each carries its delivery id (`Juntai-Delivery`), drawn as it was queued.
   */
  events(): Array<{ type: string; data: any }> {
    const queued = (r: Received) => Number(r.headers['juntai-delivery']);
    return [...this.received].sort((a, b) => queued(a) - queued(b)).map((r) => JSON.parse(r.body));
  }
}

describe(`store webhooks on ${testEngine}`, () => {
  let t: TestApp;
  let store: TestMerchant;
  let secret: string;
  let productId: number;
  const receiver = new Receiver();

  const deliveries = async () => (await t.app.inject({ url: '/api/admin/webhook/deliveries', headers: asMerchant(store) })).json().deliveries;
  const now = () => Math.floor(t.clock.now().getTime() / 1000);

  async function completedGroup(): Promise<string> {
    const group = await createTestGroup(t, { productId, quotas: 2 });
    expect((await join(t, group.linkId, 'Ana Souza')).statusCode).toBe(201);
    expect((await join(t, group.linkId, 'Convidado 1', { method: 'card', installments: 3 })).statusCode).toBe(201);
    return group.linkId;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const url = await receiver.start();
    store = await signUpMerchant(t, { name: 'Loja do Webhook' });
    productId = (await t.app.inject({
      method: 'PUT', url: '/api/admin/products/CAF-001', headers: asMerchant(store),
      payload: { name: 'Cafeteira', description: '', price: 400, image: 'https://cdn.loja.com.br/c.jpg' },
    })).json().product.id;
    const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/webhook', headers: asMerchant(store), payload: { url } });
    expect(saved.statusCode).toBe(200);
    secret = saved.json().webhook.secret;
    expect(secret).toMatch(/^whsec_/);
  });
  afterAll(() => new Promise<void>((resolve) => receiver.server.close(() => resolve())));
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.failing = 0;
  });

  it('sends the completed order once, signed, with what the store needs to ship', async () => {
    const linkId = await completedGroup();
    expect(await deliverDueWebhooks(t.app.ctx)).toEqual({ delivered: 1, failed: 0 });
    expect(await deliverDueWebhooks(t.app.ctx)).toEqual({ delivered: 0, failed: 0 });
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request!.headers['juntai-event']).toBe('group.completed');
    expect(verifyStoreWebhook(secret, request!.body, request!.headers['juntai-signature'] as string, now())).toBe(true);
    const event = JSON.parse(request!.body);
    expect(event).toMatchObject({
      type: 'group.completed',
      data: {
        group: {
          link_id: linkId, status: 'completed', total: 420, number_of_quotas: 2,
          product: { id: productId, sku: 'CAF-001', name: 'Cafeteira', price: 400 },
          organizer: { name: 'Ana Souza', email: 'ana@example.com', whatsapp: '11987654321' },
        },
      },
    });
    expect(event.data.participants.map((p: { name: string; amount: number; installments: number }) => [p.name, p.amount, p.installments]))
      .toEqual([['Ana Souza', 210, 1], ['Convidado 1', 210, 3]]);
    expect(event.data.participants[1].email).toBe('convidado.1@example.com');
    const [listed] = await deliveries();
    expect(listed).toMatchObject({ event: 'group.completed', link_id: linkId, status: 'delivered', attempts: 1, response_code: 200, next_attempt_at: null });
  });

  it('a receiver that fails twice gets the event on the third try, after the backoff', async () => {
    receiver.failing = 2;
    await completedGroup();
    expect(await deliverDueWebhooks(t.app.ctx)).toEqual({ delivered: 0, failed: 1 });
    expect((await deliveries())[0]).toMatchObject({ status: 'pending', attempts: 1, response_code: 500, last_error: 'Resposta HTTP 500' });
    expect(await deliverDueWebhooks(t.app.ctx)).toEqual({ delivered: 0, failed: 0 }); // not before its time
    t.clock.advance(60_000);
    expect(await deliverDueWebhooks(t.app.ctx)).toEqual({ delivered: 0, failed: 1 });
    t.clock.advance(119_000);
    expect(await deliverDueWebhooks(t.app.ctx)).toEqual({ delivered: 0, failed: 0 });
    t.clock.advance(1_000);
    expect(await deliverDueWebhooks(t.app.ctx)).toEqual({ delivered: 1, failed: 0 });
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1); // the same event each time
    expect((await deliveries())[0]).toMatchObject({ status: 'delivered', attempts: 3, response_code: 200 });
  });

  it('gives up after 3 days, and Reenviar puts it back in the queue', async () => {
    receiver.failing = 1_000;
    await completedGroup();
    const started = t.clock.now().getTime();
    for (let i = 0; i < 40 && (await deliveries())[0].status === 'pending'; i++) {
      const next = (await deliveries())[0].next_attempt_at;
      if (next) t.clock.set(next);
      await deliverDueWebhooks(t.app.ctx);
    }
    const [failed] = await deliveries();
    expect(failed.status).toBe('failed');
    expect(new Date(failed.last_attempt_at).getTime() - started).toBeLessThanOrEqual(3 * 24 * HOUR);
    expect(failed.attempts).toBe(receiver.received.length);
    receiver.failing = 0;
    const resent = await t.app.inject({ method: 'POST', url: `/api/admin/webhook/deliveries/${failed.id}/resend`, headers: asMerchant(store) });
    expect(resent.json()).toEqual({ success: true, detail: integrationMessages.deliveryResent });
    expect(await deliverDueWebhooks(t.app.ctx)).toEqual({ delivered: 1, failed: 0 });
    expect((await deliveries())[0]).toMatchObject({ id: failed.id, status: 'delivered' });
  });

  it('an expired group tells the store once: each refund, then the expiry', async () => {
    const group = await createTestGroup(t, { productId, quotas: 2 });
    await join(t, group.linkId, 'Ana Souza');
    t.clock.advance(49 * HOUR);
    expect(await expireDueGroups(t.app.ctx)).toBe(1);
    expect(await expireDueGroups(t.app.ctx)).toBe(0);
    await deliverDueWebhooks(t.app.ctx);
    const events = receiver.events();
    expect(events.map((e) => e.type)).toEqual(['payment.refunded', 'group.expired']);
    expect(events[0]!.data.payment).toMatchObject({ amount: 210, status: 'voided', reason: 'group_expired' });
    expect(events[1]!.data).toMatchObject({ group: { link_id: group.linkId, status: 'expired' }, paid_count: 1, refunds_issued: 1 });
    // A group that did not complete is delivered to nobody: its events name no one (ADR 0049).
    for (const event of events) expect(JSON.stringify(event)).not.toMatch(/Ana Souza|@example\.com|whatsapp|organizer/);
    for (const r of receiver.received) expect(verifyStoreWebhook(secret, r.body, r.headers['juntai-signature'] as string, now())).toBe(true);
  });

  it('a wrong secret, a changed body or an old timestamp fail verification', async () => {
    await completedGroup();
    await deliverDueWebhooks(t.app.ctx);
    const [request] = receiver.received;
    const header = request!.headers['juntai-signature'] as string;
    expect(verifyStoreWebhook(secret, request!.body, header, now())).toBe(true);
    expect(verifyStoreWebhook('whsec_outro', request!.body, header, now())).toBe(false);
    expect(verifyStoreWebhook(secret, request!.body.replace('"total":420', '"total":1'), header, now())).toBe(false);
    expect(verifyStoreWebhook(secret, request!.body, header, now() + 301)).toBe(false);
    expect(verifyStoreWebhook(secret, request!.body, undefined, now())).toBe(false);
  });

  it("a rotated secret signs what follows; other stores see and resend nothing of this store's", async () => {
    const rotated = (await t.app.inject({ method: 'POST', url: '/api/admin/webhook/rotate-secret', headers: asMerchant(store) })).json().webhook.secret;
    expect(rotated).not.toBe(secret);
    const read = (await t.app.inject({ url: '/api/admin/webhook', headers: asMerchant(store) })).json();
    expect(read).toEqual({ url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/juntai$/), secret_prefix: rotated.slice(0, 10) });
    await completedGroup();
    await deliverDueWebhooks(t.app.ctx);
    expect(verifyStoreWebhook(rotated, receiver.received[0]!.body, receiver.received[0]!.headers['juntai-signature'] as string, now())).toBe(true);
    secret = rotated;

    const other = await signUpMerchant(t, { name: 'Outra Loja' });
    expect((await t.app.inject({ url: '/api/admin/webhook/deliveries', headers: asMerchant(other) })).json().deliveries).toEqual([]);
    const theirs = (await deliveries())[0].id;
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/webhook/deliveries/${theirs}/resend`, headers: asMerchant(other) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/admin/webhook' })).statusCode).toBe(401);
  });

  it('a store without a webhook queues nothing', async () => {
    const plain = await signUpMerchant(t, { name: 'Loja Sem Webhook' });
    const id = (await t.app.inject({
      method: 'PUT', url: '/api/admin/products/P1', headers: asMerchant(plain), payload: { name: 'Vaso', price: 50, image: 'https://cdn.loja.com.br/v.jpg' },
    })).json().product.id;
    const group = await createTestGroup(t, { productId: id, quotas: 2 });
    await join(t, group.linkId, 'Ana Souza');
    await join(t, group.linkId, 'Convidado 1');
    expect((await t.app.inject({ url: '/api/admin/webhook/deliveries', headers: asMerchant(plain) })).json().deliveries).toEqual([]);
    expect(await deliverDueWebhooks(t.app.ctx)).toEqual({ delivered: 0, failed: 0 });
  });

  it.each([
    ['not a URL', 'meu-site', integrationMessages.webhookUrlInvalid],
    ['ftp', 'ftp://loja.com.br/x', integrationMessages.webhookUrlInvalid],
  ])('refuses %s as the webhook address', async (_what, url, detail) => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/webhook', headers: asMerchant(store), payload: { url } });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(detail);
  });
});

// The guard hangs on nothing but ALLOW_PRIVATE_OUTBOUND (off unless set): not on NODE_ENV, whose default is development.
describe.each(['production', 'development'])(`store webhooks with NODE_ENV=%s, as installed (${testEngine})`, (nodeEnv) => {
  let t: TestApp;
  let store: TestMerchant;

  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: nodeEnv, ALLOW_PRIVATE_OUTBOUND: '' } });
    store = await signUpMerchant(t, { name: 'Loja em Produção' });
  });

  it.each([
    ['plain http', 'http://loja.com.br/webhook', integrationMessages.webhookUrlInvalid],
    ['loopback', 'https://127.0.0.1/webhook', integrationMessages.webhookUrlPrivate],
    ['a private network', 'https://10.0.0.8/webhook', integrationMessages.webhookUrlPrivate],
    ['a name of this machine', 'https://localhost:8443/webhook', integrationMessages.webhookUrlPrivate],
    ['link-local (cloud metadata)', 'https://169.254.169.254/latest', integrationMessages.webhookUrlPrivate],
  ])('refuses %s', async (_what, url, detail) => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/webhook', headers: asMerchant(store), payload: { url } });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(detail);
    expect((await t.app.inject({ url: '/api/admin/webhook', headers: asMerchant(store) })).json().url).toBeNull();
  });

  it('never sends to a private address, even one stored before (checked again at delivery)', async () => {
    const receiver = new Receiver();
    const url = (await receiver.start()).replace('http:', 'https:');
    try {
      await t.database.db.insertInto('store_webhooks').values({ store_id: store.storeId, url, secret: 'whsec_x', updated_at: t.clock.now() }).execute();
      await t.database.db.insertInto('webhook_deliveries').values({
        store_id: store.storeId, event: 'group.completed', link_id: 'x'.repeat(22), dedupe_key: 'teste:privado', body: '{}',
        created_at: t.clock.now(), queued_at: t.clock.now(), next_attempt_at: t.clock.now(),
      }).execute();
      expect(await deliverDueWebhooks(t.app.ctx)).toEqual({ delivered: 0, failed: 1 });
      expect(receiver.received).toEqual([]);
      const [row] = (await t.app.inject({ url: '/api/admin/webhook/deliveries', headers: asMerchant(store) })).json().deliveries;
      expect(row.last_error).toBe(integrationMessages.webhookUrlPrivate);
    } finally {
      await new Promise<void>((resolve) => receiver.server.close(() => resolve()));
    }
  });
});
