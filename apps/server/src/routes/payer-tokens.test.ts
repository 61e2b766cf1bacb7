import { dashboardGroupListSchema, myPaymentsResponseSchema } from '@juntai/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

interface Made { linkId: string; token: string }
interface Joined { status: number; payerToken: string | undefined; body: Record<string, unknown> }

/** The payer's token proves what a browser paid, and Meus Grupos lists those groups. */
describe(`payer tokens on ${testEngine}`, () => {
  let t: TestApp;
  let productId: number;
  let ip = 0;
  const nextIp = () => `10.24.0.${++ip}`;

  async function makeGroup(email: string, names: string[]): Promise<Made> {
    const res = await t.app.inject({
      method: 'POST', url: '/api/groups', remoteAddress: nextIp(),
      payload: {
        product_id: productId, number_of_quotas: names.length, creator_name: names[0], creator_email: email,
        creator_whatsapp: '(11) 98765-4321', invited_participants: names,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { linkId: res.json().link_id, token: res.json().organizer_token };
  }

  async function join(linkId: string, name: string, options: { email?: string; method?: 'card' | 'pix'; installments?: number; key?: string } = {}): Promise<Joined> {
    const res = await t.app.inject({
      method: 'POST', url: `/api/groups/${linkId}/join`, remoteAddress: nextIp(),
      headers: options.key ? { 'idempotency-key': options.key } : {},
      payload: {
        name, email: options.email ?? `${name.toLowerCase()}@example.com`, whatsapp: '11912345678',
        payment_method: options.method ?? 'card', installments: options.installments ?? 1,
      },
    });
    const body = res.json() as Record<string, unknown>;
    return { status: res.statusCode, payerToken: body.payer_token as string | undefined, body };
  }

  async function myPayments(linkId: string, tokens: string[]) {
    return t.app.inject({ url: `/api/groups/${linkId}/my-payments`, headers: tokens.length > 0 ? { 'x-payer-token': tokens.join(',') } : {} });
  }
  const names = (res: { json(): unknown }) => myPaymentsResponseSchema.parse(res.json()).payments.map((p) => p.name);
  async function dashboard(headers: Record<string, string>) {
    const res = await t.app.inject({ url: '/api/dashboard/groups', headers });
    expect(res.statusCode, res.body).toBe(200);
    return dashboardGroupListSchema.parse(res.json());
  }

  let g1: Made; let g2: Made;
  beforeAll(async () => {
    t = await createTestApp();
    const product = await t.database.db.selectFrom('products').select(['id']).where('status', '=', 'active')
      .where('price_cents', '>=', 60_000).where('max_group_size', '>=', 3).where('min_group_size', '<=', 3).orderBy('id').executeTakeFirstOrThrow();
    productId = product.id;
    g1 = await makeGroup('org1@example.com', ['Olga', 'Pedro', 'Rita']);
    g2 = await makeGroup('org2@example.com', ['Sara', 'Tomás', 'Úrsula']);
  });

  it('hands a 256-bit token with an accepted join, keeps only its hash, and a replay shows the same token', async () => {
    const first = await join(g1.linkId, 'Pedro', { installments: 6, key: 'payer-key-1' });
    expect(first.status).toBe(201);
    expect(first.payerToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await join(g1.linkId, 'Pedro', { installments: 6, key: 'payer-key-1' });
    expect(again.status).toBe(201);
    expect(again.payerToken).toBe(first.payerToken);
    const row = await t.database.db.selectFrom('payments').select('payer_token_hash').where('name', '=', 'Pedro').executeTakeFirstOrThrow();
    expect(row.payer_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.payer_token_hash).not.toContain(first.payerToken);
  });

  it('answers the browser its own payment, privately, with the installments and the total', async () => {
    const pedro = await join(g1.linkId, 'Pedro', { installments: 6, key: 'payer-key-1' });
    const res = await myPayments(g1.linkId, [pedro.payerToken!]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const [payment] = myPaymentsResponseSchema.parse(res.json()).payments;
    // Authorised, not captured until the group completes: reserved on the card, not paid.
    expect(payment).toMatchObject({ name: 'Pedro', method: 'card', status: 'reserved', installments: 6, pix: null });
    expect(payment!.total).toBeCloseTo(payment!.installment_value * 6, 2);
    expect(payment!.total).toBeGreaterThan(payment!.amount);
    expect(payment!.paid_at).not.toBeNull();
    // The public group answer carries no payer data.
    const publicGroup = await t.app.inject({ url: `/api/groups/${g1.linkId}` });
    expect(publicGroup.body).not.toContain(pedro.payerToken!);
    expect(publicGroup.body).not.toContain('payer_token');
  });

  it("shows a token only its own payments: a stranger's or another group's token sees nothing", async () => {
    const rita = await join(g1.linkId, 'Rita', { method: 'pix' });
    expect(rita.status).toBe(201);
    const sara = await join(g2.linkId, 'Sara');
    expect(names(await myPayments(g1.linkId, [rita.payerToken!]))).toEqual(['Rita']);
    expect(names(await myPayments(g1.linkId, ['A'.repeat(43)]))).toEqual([]);
    expect(names(await myPayments(g1.linkId, []))).toEqual([]);
    expect(names(await myPayments(g1.linkId, [sara.payerToken!]))).toEqual([]);
    expect(names(await myPayments(g2.linkId, [rita.payerToken!, sara.payerToken!]))).toEqual(['Sara']);
    const pix = myPaymentsResponseSchema.parse((await myPayments(g1.linkId, [rita.payerToken!])).json()).payments[0];
    expect(pix).toMatchObject({ method: 'pix', status: 'pix_waiting', installments: 1, paid_at: null });
  });

  it('gives no token with a declined card, and answers 404 and 400 in Portuguese for bad input', async () => {
    const declined = await join(g2.linkId, 'Tomás', { email: 'recusado@example.com' });
    expect(declined.status).toBe(402);
    expect(declined.payerToken).toBeUndefined();
    const unknown = await myPayments('unknownlinkid1234567', ['A'.repeat(43)]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Grupo não encontrado');
    const tooMany = await myPayments(g1.linkId, Array.from({ length: 201 }, (_, i) => `token${String(i).padStart(20, '0')}`));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().detail).toMatch(/^Envie no máximo 200 tokens/);
  });

  it('lists on Meus Grupos the groups this browser paid into, beside those it organizes, each with its role', async () => {
    const ursula = await join(g2.linkId, 'Úrsula');
    const pedroToken = (await join(g1.linkId, 'Pedro', { installments: 6, key: 'payer-key-1' })).payerToken!;
    const groups = await dashboard({ 'x-payer-token': `${pedroToken},${ursula.payerToken!}`, 'x-organizer-token': g2.token });
    const roles = Object.fromEntries(groups.map((g) => [g.link_id, g.role]));
    expect(roles).toEqual({ [g1.linkId]: 'participant', [g2.linkId]: 'organizer' });
    // Someone who only paid does not learn the organizer's e-mail.
    expect(groups.find((g) => g.link_id === g1.linkId)!.creator_email).toBeUndefined();
    expect(groups.find((g) => g.link_id === g2.linkId)!.creator_email).toBe('org2@example.com');
    expect(await dashboard({ 'x-payer-token': 'B'.repeat(43) })).toEqual([]);
  });

  it('lets the e-mailed access link list the groups paid with that e-mail too', async () => {
    const asked = await t.app.inject({ method: 'POST', url: '/api/dashboard/access-link', payload: { email: 'pedro@example.com' }, remoteAddress: nextIp() });
    expect(asked.statusCode).toBe(202);
    // Pedro organizes nothing: the link is sent because he paid with this e-mail.
    const mail = await t.database.db.selectFrom('email_outbox').selectAll().where('to_address', '=', 'pedro@example.com')
      .where('subject', 'like', 'Seu link de acesso%').executeTakeFirstOrThrow();
    const proof = /\/dashboard\?acesso=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
    const verified = await t.app.inject({ method: 'POST', url: '/api/dashboard/access-link/verify', payload: { token: proof }, remoteAddress: nextIp() });
    expect(verified.statusCode, verified.body).toBe(200);
    const groups = await dashboard({ 'x-dashboard-session': verified.json().session_token });
    expect(groups.map((g) => [g.link_id, g.role])).toEqual([[g1.linkId, 'participant']]);
  });
});
