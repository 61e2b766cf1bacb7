import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { appJobs, createJobRunner } from '../../jobs/index.ts';
import { fakeLogger } from '../../testing/fake-logger.ts';
import { asMerchant, signUpMerchant } from '../../testing/merchant-helpers.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createMailTransport } from '../email/transport.ts';

// Only PostgreSQL has other sessions to look at; PGlite's one session is shown by the e-mail sender's tests.
it('the webhook job keeps no connection idle in a transaction while a receiver answers', async () => {
  const t = await createTestApp();
  let seen: number | undefined;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      void sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`
        .execute(t.database.db).then(({ rows }) => {
          seen = rows[0]!.n;
          res.writeHead(200).end('ok');
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const store = await signUpMerchant(t, { name: 'Loja Lenta' });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/juntai`;
  expect((await t.app.inject({ method: 'PUT', url: '/api/admin/webhook', headers: asMerchant(store), payload: { url } })).statusCode).toBe(200);
  await t.database.db.insertInto('webhook_deliveries').values({
    store_id: store.storeId, event: 'group.completed', link_id: 'x'.repeat(22), dedupe_key: 'teste:conexao', body: '{}',
    created_at: t.clock.now(), queued_at: t.clock.now(), next_attempt_at: t.clock.now(),
  }).execute();

  const log = fakeLogger();
  const runner = createJobRunner(t.app.ctx, appJobs('postgres', createMailTransport(t.env, log), log), log);
  expect(await runner.runNow('store-webhooks')).toBe('ran');
  await runner.stop();
  expect(seen).toBe(0);
});
