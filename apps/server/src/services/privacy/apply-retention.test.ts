import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STORE_ID } from '../../db/repositories/stores.ts';
import { sendPendingEmails } from '../email/sender.ts';
import { createMailTransport } from '../email/transport.ts';
import { fakeLogger } from '../../testing/fake-logger.ts';
import { createTestGroup, HOUR, join } from '../../testing/group-helpers.ts';
import {
  asMerchant, logInMerchant, operatorHeaders, ORIGIN, sessionCookieOf, signUpMerchant, type TestMerchant,
} from '../../testing/merchant-helpers.ts';
import { startSmtpServer } from '../../testing/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngine } from '../../testing/test-database.ts';
import { applyRetention } from './apply-retention.ts';

const DAY = 24 * HOUR;
const ORGANIZER_EMAIL = 'ana@example.com';
const OPERATOR = { email: 'retencao@example.com', password: 'operadora-senha-1' };

describe(`the retention job on ${testEngine}`, () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let operator: Record<string, string>;
  let merchant: TestMerchant;
  let completed: string;
  let open: string;
  let start: number;

  /** Every figure the operator's and the merchant's panels show, as they answer them now. */
  const figures = async () => Promise.all([
    t.app.inject({ url: '/api/super-admin/dashboard', headers: operator }),
    t.app.inject({ url: '/api/admin/metrics', headers: asMerchant(merchant) }),
  ].map(async (answer) => {
    const res = await answer;
    expect(res.statusCode).toBe(200);
    return res.json();
  }));

  /** Runs the job at `offset` after the start (with fresh sessions), checking that no panel figure moves because of it. */
  async function runAt(offset: number) {
    t.clock.set(new Date(start + offset));
    const login = await t.app.inject({ method: 'POST', url: '/api/super-admin/login', payload: { email: OPERATOR.email, password: OPERATOR.password } });
    operator = { cookie: sessionCookieOf(login), origin: ORIGIN };
    merchant = await logInMerchant(t, merchant);
    const before = await figures();
    await applyRetention(t.app.ctx);
    expect(await figures()).toEqual(before);
  }

  const emails = () => t.database.db.selectFrom('email_outbox').select(['to_address', 'subject', 'text_body', 'status']).orderBy('id').execute();
  const groupOf = (linkId: string) => t.database.db.selectFrom('groups').select(['id', 'creator_name', 'creator_email', 'creator_whatsapp', 'total_cents', 'status'])
    .where('link_id', '=', linkId).executeTakeFirstOrThrow();
  const paymentsOf = async (linkId: string) => t.database.db.selectFrom('payments').select(['name', 'email', 'whatsapp', 'amount_cents', 'method', 'status', 'provider_reference'])
    .where('group_id', '=', (await groupOf(linkId)).id).orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp();
    start = t.clock.now().getTime();
    operator = await operatorHeaders(t, OPERATOR.email, OPERATOR.password);
    merchant = await signUpMerchant(t, { name: 'Loja Demo' });
    // An audited change, made at the start.
    expect((await t.app.inject({ method: 'PUT', url: '/api/super-admin/global-settings', headers: operator, payload: { settings: { platform_name: 'Juntaí Retido' } } })).statusCode).toBe(200);
    expect(merchant.storeId).toBe(DEFAULT_STORE_ID);
    // A completed group, an open one, a payment made with an Idempotency-Key, and a store delivery.
    completed = (await createTestGroup(t, { quotas: 2 })).linkId;
    expect((await join(t, completed, 'Ana Souza')).statusCode).toBe(201);
    expect((await join(t, completed, 'Convidado 1', { idempotencyKey: 'chave-de-repeticao-0001' })).statusCode).toBe(201);
    open = (await createTestGroup(t, { quotas: 3 })).linkId;
    expect((await join(t, open, 'Convidado 1')).statusCode).toBe(201);
    await t.database.db.insertInto('webhook_deliveries').values({
      store_id: DEFAULT_STORE_ID, event: 'group.completed', link_id: completed, dedupe_key: 'group.completed:retencao', status: 'delivered',
      body: JSON.stringify({ id: 'group.completed:retencao', type: 'group.completed', created_at: t.clock.now().toISOString(), data: { group: { organizer: { email: ORGANIZER_EMAIL } } } }),
      created_at: t.clock.now(), queued_at: t.clock.now(),
    }).execute();
    smtp = await startSmtpServer();
    const transport = createMailTransport({ ...t.env, SMTP_URL: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true` }, fakeLogger());
    await sendPendingEmails(t.app.ctx, transport);
    transport.close();
    expect((await emails()).every((e) => e.status === 'sent')).toBe(true);
  });

  afterAll(async () => {
    await smtp.close();
  });

  it('forgets idempotency keys and the payer tokens they carry after 48 hours, not before', async () => {
    const keys = () => t.database.db.selectFrom('idempotency_keys').select('key').execute();
    await runAt(47 * HOUR);
    expect((await keys()).map((k) => k.key)).toContain('chave-de-repeticao-0001');
    await runAt(49 * HOUR);
    expect(await keys()).toEqual([]);
  });

  it('forgets card declines (a client address and a payer e-mail) after 48 hours, not before', async () => {
    await t.database.db.insertInto('card_declines')
      .values({ client_address: '203.0.113.9', email_key: 'testador@example.com', declined_at: new Date(start) }).execute();
    const declines = () => t.database.db.selectFrom('card_declines').select('client_address').execute();
    await runAt(47 * HOUR);
    expect(await declines()).toEqual([{ client_address: '203.0.113.9' }]);
    await runAt(49 * HOUR);
    expect(await declines()).toEqual([]);
  });

  it("empties e-mail bodies and addresses 30 days after sending, keeping each e-mail's subject and status", async () => {
    const sent = await emails();
    await runAt(30 * DAY - HOUR);
    expect(await emails()).toEqual(sent);
    await runAt(30 * DAY + HOUR);
    const pruned = await emails();
    expect(pruned.map((e) => [e.subject, e.status])).toEqual(sent.map((e) => [e.subject, e.status]));
    expect(pruned.every((e) => e.text_body === '' && e.to_address === '')).toBe(true);
  });

  it("replaces a store delivery's body by its envelope after 90 days, not before", async () => {
    const body = async () => (await t.database.db.selectFrom('webhook_deliveries').select('body').where('dedupe_key', '=', 'group.completed:retencao').executeTakeFirstOrThrow()).body;
    await runAt(90 * DAY - HOUR);
    expect(await body()).toContain(ORGANIZER_EMAIL);
    await runAt(90 * DAY + HOUR);
    const pruned = JSON.parse(await body());
    expect(pruned).toMatchObject({ id: 'group.completed:retencao', type: 'group.completed', data: { group: { link_id: completed }, personal_data_removed: true } });
    expect(JSON.stringify(pruned)).not.toContain('@example.com');
  });

  it('anonymises an ended group 24 months after its end, keeping every amount; an open group keeps its people', async () => {
    const group = await groupOf(completed);
    const payments = await paymentsOf(completed);
    const openPayments = await paymentsOf(open);
    await runAt(730 * DAY - DAY);
    expect(await paymentsOf(completed)).toEqual(payments);
    await runAt(731 * DAY + DAY);
    const anonymised = await groupOf(completed);
    expect(anonymised).toMatchObject({ creator_name: 'Organizador anonimizado', creator_whatsapp: '', total_cents: group.total_cents, status: 'completed' });
    expect(anonymised.creator_email).toMatch(/@anonimizado\.invalid$/);
    const after = await paymentsOf(completed);
    expect(after.map((p) => [p.amount_cents, p.method, p.status, p.provider_reference])).toEqual(payments.map((p) => [p.amount_cents, p.method, p.status, p.provider_reference]));
    expect(after.map((p) => p.name)).toEqual(['Participante 1', 'Participante 2']);
    expect(after.every((p) => p.whatsapp === '' && p.email.endsWith('@anonimizado.invalid'))).toBe(true);
    // One alias per address, so the panels' count of distinct customers stays.
    expect(new Set(after.map((p) => p.email)).size).toBe(new Set(payments.map((p) => p.email)).size);
    expect(await paymentsOf(open)).toEqual(openPayments);
    const view = (await t.app.inject(`/api/groups/${completed}`)).json();
    expect(JSON.stringify(view)).not.toContain('Ana Souza');
    expect(view.paid_count).toBe(2);
  });

  it('deletes audit entries after 5 years, not before', async () => {
    const entries = () => t.database.db.selectFrom('audit_log').select('action').where('action', '=', 'settings.updated').execute();
    await runAt(5 * 365 * DAY);
    expect(await entries()).toHaveLength(1);
    await runAt(5 * 366 * DAY);
    expect(await entries()).toEqual([]);
  });
});
