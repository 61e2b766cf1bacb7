import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationMessages } from '@juntai/contract';
import { asMerchant, signUpMerchant, type TestMerchant } from '../../testing/merchant-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngine } from '../../testing/test-database.ts';
import { deliverDueWebhooks } from './deliver-webhooks.ts';

/** Short limits, so a receiver that never finishes is cut off in a test's time (production: 10 s). */
const limits = { deadlineMs: 2_000, answerBytes: 64 * 1024 };
/** For receivers that answer at once: a deadline no loaded machine reaches, so only the rule under test decides. */
const patientLimits = { ...limits, deadlineMs: 60_000 };

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A store's receiver on this machine; `handle` decides how it answers each request. */
async function receiver(handle: Handler) {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      requests.push(String(req.headers['juntai-delivery']));
      handle(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { requests, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/juntai` };
}

/** Answers 200 at once, then one byte every 100 ms and never ends: only a total deadline stops it. */
function dripping(state: { open: number }): Handler {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    state.open += 1;
    const timer = setInterval(() => res.write('.'), 100);
    res.on('close', () => {
      clearInterval(timer);
      state.open -= 1;
    });
  };
}

describe(`store webhooks against slow receivers on ${testEngine}`, () => {
  let t: TestApp;
  let seq = 0;

  async function storeWith(url: string): Promise<TestMerchant> {
    const store = await signUpMerchant(t, { name: `Loja ${++seq}` });
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/webhook', headers: asMerchant(store), payload: { url } })).statusCode).toBe(200);
    return store;
  }

  /** Queues a delivery as a change of the store's would (the outbox row). */
  async function queue(store: TestMerchant): Promise<number> {
    const row = await t.database.db.insertInto('webhook_deliveries').values({
      store_id: store.storeId, event: 'group.completed', link_id: 'x'.repeat(22), dedupe_key: `teste:${++seq}`, body: '{"type":"group.completed"}',
      created_at: t.clock.now(), queued_at: t.clock.now(), next_attempt_at: t.clock.now(),
    }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  const deliveries = async (store: TestMerchant) => (await t.app.inject({ url: '/api/admin/webhook/deliveries', headers: asMerchant(store) })).json().deliveries;

  beforeAll(async () => {
    t = await createTestApp();
  });

  it("a receiver that drips its answer is cut off at the deadline, and another store's delivery goes out meanwhile", async () => {
    const drip = { open: 0 };
    const slow = await receiver(dripping(drip));
    const slowStore = await storeWith(slow.url);
    let slowStillOpen: boolean | undefined;
    const quick = await receiver((_req, res) => {
      slowStillOpen = drip.open > 0;
      res.writeHead(200).end('ok');
    });
    const quickStore = await storeWith(quick.url);
    // The older ones, and more than a batch sent several at a time would hold: queue order reaches them first.
    for (let i = 0; i < 6; i++) await queue(slowStore);
    await queue(quickStore);

    // The slow store's one after the other in its lane, the quick store's in a lane of its own.
    expect(await deliverDueWebhooks(t.app.ctx, { limits })).toEqual({ delivered: 1, failed: 6 });
    expect(slowStillOpen).toBe(true);
    expect(drip.open).toBe(0); // Juntaí closed the dripping connection itself
    expect((await deliveries(slowStore))[0]).toMatchObject({ status: 'pending', attempts: 1, response_code: null, last_error: integrationMessages.webhookTimedOut });
    expect((await deliveries(quickStore))[0]).toMatchObject({ status: 'delivered', attempts: 1, response_code: 200 });
  });

  it('reads only the start of an answer that never ends: its code counts', async () => {
    const endless = await receiver((_req, res) => {
      res.writeHead(200);
      const timer = setInterval(() => res.write(Buffer.alloc(16 * 1024, 'a')), 5);
      res.on('close', () => clearInterval(timer));
    });
    const store = await storeWith(endless.url);
    await queue(store);
    // A deadline far longer than the test may take: only the cap on the answer ends this delivery.
    expect(await deliverDueWebhooks(t.app.ctx, { limits: patientLimits })).toEqual({ delivered: 1, failed: 0 });
    expect((await deliveries(store))[0]).toMatchObject({ status: 'delivered', response_code: 200 });
  });

  it("a run starts nothing once its budget is spent; what it had claimed is due for the next run", async () => {
    const budgetMs = 60_000; // far above what the runs themselves take, even on a loaded machine
    const store = await storeWith((await receiver((_req, res) => {
      t.clock.skipElapsed(budgetMs); // this answer took the run's whole budget
      res.writeHead(200).end('ok');
    })).url);
    const ids = [await queue(store), await queue(store), await queue(store)];
    expect(await deliverDueWebhooks(t.app.ctx, { limits: patientLimits, budgetMs })).toEqual({ delivered: 1, failed: 0 });
    const byId = new Map((await deliveries(store)).map((d: { id: number }) => [d.id, d]));
    expect(ids.map((id) => byId.get(id))).toMatchObject([{ status: 'delivered' }, { status: 'pending', attempts: 0 }, { status: 'pending', attempts: 0 }]);
    expect(await deliverDueWebhooks(t.app.ctx, { limits: patientLimits, budgetMs })).toEqual({ delivered: 1, failed: 0 });
    expect(await deliverDueWebhooks(t.app.ctx, { limits: patientLimits, budgetMs })).toEqual({ delivered: 1, failed: 0 });
  });

  it('two runs at once send each delivery once', async () => {
    const store = await storeWith((await receiver((_req, res) => res.writeHead(200).end('ok'))).url);
    for (let i = 0; i < 8; i++) await queue(store);
    const runs = await Promise.all([deliverDueWebhooks(t.app.ctx, { limits: patientLimits }), deliverDueWebhooks(t.app.ctx, { limits: patientLimits })]);
    expect(runs.reduce((sum, r) => sum + r.delivered, 0)).toBe(8);
    expect((await deliveries(store)).filter((d: { status: string; attempts: number }) => d.status === 'delivered' && d.attempts === 1)).toHaveLength(8);
  });
});
