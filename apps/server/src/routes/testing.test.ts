import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

describe(`test-only routes (/api/testing) on ${testEngine}`, () => {
  let t: TestApp;
  let linkId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const product = await t.database.db.selectFrom('products').select('id').where('status', '=', 'active').where('price_cents', '>=', 10_000).orderBy('id').executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST', url: '/api/groups',
      payload: { product_id: product.id, number_of_quotas: 2, creator_name: 'Ana', creator_email: 'ana@example.com', creator_whatsapp: '11987654321', invited_participants: ['Ana', 'Bia'] },
    });
    linkId = res.json().link_id;
  });

  it('expires an active group at once when NODE_ENV=test', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/testing/groups/${linkId}/expire` });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject(`/api/groups/${linkId}`)).json().status).toBe('expired');
    const again = await t.app.inject({ method: 'POST', url: `/api/testing/groups/${linkId}/expire` });
    expect(again.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/testing/groups/x/expire' })).statusCode).toBe(400);
  });

  it.each(['production', 'development'])('does not exist when NODE_ENV=%s', async (nodeEnv) => {
    const other = await createTestApp({ env: { NODE_ENV: nodeEnv }, database: t.database, clock: t.clock });
    const res = await other.app.inject({ method: 'POST', url: `/api/testing/groups/${linkId}/expire` });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toMatch(/Rota não encontrada/);
    const docs = await other.app.inject('/api/docs/json');
    expect(docs.body).not.toContain('/api/testing');
  });
});
