import { closedPort } from '../testing/closed-port.ts';
import { describe, expect, it } from 'vitest';
import { listOwedProviderCalls } from '../db/repositories/provider-calls-owed.ts';
import { sendPendingEmails } from './email/sender.ts';
import { enqueueEmail } from './email/outbox.ts';
import { createMailTransport } from './email/transport.ts';
import { deliverDueWebhooks } from './integration/deliver-webhooks.ts';
import { PROVIDER_CALL_ALERT_ATTEMPTS, PROVIDER_CALL_MAX_ATTEMPTS, settleWithProvider } from './payments/provider-settlement.ts';
import { reconcilePayments } from './payments/reconcile-payments.ts';
import { fakeLogger } from '../testing/fake-logger.ts';
import { countingProvider, createTestGroup, HOUR, join, joinBody, paymentsOf } from '../testing/group-helpers.ts';
import { LEVEL, logLines, type LogLine } from '../testing/log-lines.ts';
import { asMerchant, operatorHeaders, signUpMerchant } from '../testing/merchant-helpers.ts';
import { ManualClock } from '../testing/manual-clock.ts';
import { createTestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

const at = (lines: LogLine[], level: number, kind: string) => lines.filter((line) => line.level === level && line.kind === kind);

/**
 * Every failure of the work queued for later is said once per attempt, with its reason and the ids
 * needed to act: at warn while it is retried, at error when it is given up (or, for a provider call,
 * which is never given up, once it keeps failing); the back office's status panel lists them.
 */
describe(`failures of queued work, in the logs and the status panel, on ${testEngine}`, async () => {
  const log = logLines();
  // The outbox's times are the database's own clock, which the app's is put on below: the app starts at
  // today's date, so the operator's session (7 days, sliding) still holds when the clock moves there.
  const t = await createTestApp({ env: { LOG_LEVEL: 'warn' }, logStream: log.stream, clock: new ManualClock(new Date()) });
  const operator = await operatorHeaders(t, 'op-falhas@example.com', 'op-falhas-senha-1');
  const failing = async () => {
    const res = await t.app.inject({ url: '/api/super-admin/status', headers: operator });
    expect(res.statusCode).toBe(200);
    return res.json().failing;
  };

  it('an unreachable SMTP server: warn with the reason while retrying, error when given up, both listed', async () => {
    const down = createMailTransport({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, MAIL_FROM: t.env.MAIL_FROM }, fakeLogger());
    await enqueueEmail(t.database.db, { to: 'ana@exemplo.com.br', subject: 'Pagamento confirmado', text: 'Olá, Ana!' });
    const [email] = await t.database.db.selectFrom('email_outbox').select('id').execute();
    log.clear();
    expect(await sendPendingEmails(t.app.ctx, down, { maxAttempts: 2 })).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(at(log.lines, LEVEL.warn, 'email')).toEqual([expect.objectContaining({
      msg: 'e-mail not sent, will retry', emailId: email!.id, attempt: 1, reason: expect.stringMatching(/ECONNREFUSED|connect/i),
    })]);
    expect(at(log.lines, LEVEL.error, 'email')).toEqual([]);
    expect((await failing()).emails).toEqual([expect.objectContaining({
      id: email!.id, subject: 'Pagamento confirmado', state: 'retrying', attempts: 1, reason: expect.stringMatching(/ECONNREFUSED|connect/i),
    })]);

    // Due again (retries wait 30 s after queueing, then longer), and the cap reached: given up.
    await t.database.db.updateTable('email_outbox').set({ created_at: new Date(Date.now() - HOUR) }).execute();
    log.clear();
    expect(await sendPendingEmails(t.app.ctx, down, { maxAttempts: 2 })).toEqual({ sent: 0, retrying: 0, failed: 1 });
    down.close();
    expect(at(log.lines, LEVEL.warn, 'email')).toEqual([]);
    expect(at(log.lines, LEVEL.error, 'email')).toEqual([expect.objectContaining({
      msg: 'e-mail given up: it will not be sent', emailId: email!.id, attempt: 2, reason: expect.stringMatching(/ECONNREFUSED|connect/i),
    })]);
    // The outbox's times are the database's own (its clock), so the app's clock is put on it for the age.
    t.clock.set(new Date());
    const listed = (await failing()).emails;
    expect(listed).toEqual([expect.objectContaining({ id: email!.id, state: 'given_up', attempts: 2 })]);
    expect(listed[0].age_seconds).toBeGreaterThanOrEqual(3_600);
  });

  it("a store's unreachable webhook: warn with the ids and the request that queued it, error after 3 days", async () => {
    const store = await signUpMerchant(t, { name: 'Loja Fora do Ar' });
    const product = await t.app.inject({
      method: 'PUT', url: '/api/admin/products/FORA-1', headers: asMerchant(store),
      payload: { name: 'Chaleira', description: '', price: 300, image: 'https://cdn.loja.com.br/c.jpg' },
    });
    const saved = await t.app.inject({
      method: 'PUT', url: '/api/admin/webhook', headers: asMerchant(store), payload: { url: `http://127.0.0.1:${await closedPort()}/juntai` },
    });
    expect(saved.statusCode).toBe(200);
    const group = await createTestGroup(t, { productId: product.json().product.id, quotas: 2 });
    expect((await join(t, group.linkId, 'Ana Souza')).statusCode).toBe(201);
    // The join that completes the group queues the store's 'group.completed' delivery.
    const joined = await t.app.inject({
      method: 'POST', url: `/api/groups/${group.linkId}/join`, payload: joinBody('Convidado 1'), headers: { 'x-request-id': 'completa-grupo-7' },
    });
    expect(joined.statusCode).toBe(201);

    log.clear();
    expect(await deliverDueWebhooks(t.app.ctx)).toEqual({ delivered: 0, failed: 1 });
    const [warned] = at(log.lines, LEVEL.warn, 'store-webhook');
    expect(warned).toMatchObject({
      msg: 'store webhook not delivered, will retry', storeId: store.storeId, event: 'group.completed', linkId: group.linkId,
      attempt: 1, reqId: 'completa-grupo-7', reason: expect.stringMatching(/ECONNREFUSED|connect/i),
    });
    expect((await failing()).webhooks).toEqual([expect.objectContaining({ id: warned!.deliveryId, store_id: store.storeId, state: 'retrying', attempts: 1 })]);

    t.clock.set(new Date(t.clock.now().getTime() + 4 * 24 * HOUR));
    log.clear();
    expect(await deliverDueWebhooks(t.app.ctx)).toEqual({ delivered: 0, failed: 1 });
    expect(at(log.lines, LEVEL.warn, 'store-webhook')).toEqual([]);
    expect(at(log.lines, LEVEL.error, 'store-webhook')).toEqual([expect.objectContaining({
      msg: 'store webhook given up: retried for 3 days', deliveryId: warned!.deliveryId, attempt: 2, reqId: 'completa-grupo-7',
    })]);
    expect((await failing()).webhooks).toEqual([expect.objectContaining({ id: warned!.deliveryId, state: 'given_up', attempts: 2, age_seconds: 4 * 24 * 3_600 })]);
  });

  /** A paid quota whose refund is owed to the provider, as a committed change leaves it (ADR 0034), and the provider counting calls. */
  async function owedRefund() {
    const provider = countingProvider(t);
    const group = await createTestGroup(t, { quotas: 3 });
    expect((await join(t, group.linkId, 'Ana Souza')).statusCode).toBe(201);
    const [payment] = await paymentsOf(t, group.linkId);
    await t.database.db.updateTable('payments').set({ provider_due: 'refund' }).where('id', '=', payment!.id).execute();
    return { provider, payment: payment!, owedCalls: () => listOwedProviderCalls(t.database.db, { groupId: payment!.group_id }) };
  }

  it('a refund that keeps failing: warn, then error from the fifth attempt, listed until it goes through', async () => {
    const { provider, payment, owedCalls } = await owedRefund();

    log.clear();
    for (let attempt = 1; attempt <= PROVIDER_CALL_ALERT_ATTEMPTS; attempt++) {
      provider.failNext = 'refund';
      expect((await settleWithProvider(t.app.ctx, await owedCalls())).failures).toHaveLength(1);
    }
    const facts = { paymentId: payment.id, groupId: payment.group_id, due: 'refund', reason: 'falha simulada em refund' };
    expect(at(log.lines, LEVEL.warn, 'provider-call')).toEqual([1, 2, 3, 4].map((attempt) => expect.objectContaining({ ...facts, attempt })));
    expect(at(log.lines, LEVEL.error, 'provider-call')).toEqual([expect.objectContaining({
      ...facts, attempt: 5, msg: 'provider call keeps failing; still due, retried every minute',
    })]);
    expect((await failing()).provider_calls).toEqual([expect.objectContaining({
      payment_id: payment.id, group_id: payment.group_id, call: 'refund', state: 'retrying', attempts: 5, reason: 'falha simulada em refund',
    })]);

    expect(await settleWithProvider(t.app.ctx, await owedCalls())).toEqual({ settled: 1, failures: [], gaveUp: 0 });
    expect(provider.count('refund')).toBe(1);
    expect((await failing()).provider_calls).toEqual([]);
  });

  it('a refund that never goes through: given up after its last attempt, said at error and listed as given up', async () => {
    const { provider, payment, owedCalls } = await owedRefund();

    log.clear();
    let gaveUp = 0;
    for (let attempt = 1; attempt <= PROVIDER_CALL_MAX_ATTEMPTS; attempt++) {
      provider.failNext = 'refund';
      gaveUp += (await settleWithProvider(t.app.ctx, await owedCalls())).gaveUp;
    }
    expect(gaveUp).toBe(1);
    expect(at(log.lines, LEVEL.error, 'provider-call').at(-1)).toEqual(expect.objectContaining({
      paymentId: payment.id, attempt: PROVIDER_CALL_MAX_ATTEMPTS, msg: "provider call given up after repeated failures; act in the provider's panel",
    }));
    expect((await failing()).provider_calls).toEqual([expect.objectContaining({
      payment_id: payment.id, call: 'refund', state: 'given_up', attempts: PROVIDER_CALL_MAX_ATTEMPTS,
    })]);
  });

  it('the reconciliation job says which payment it could not check with the provider, and why', async () => {
    const provider = countingProvider(t);
    const group = await createTestGroup(t, { quotas: 3 });
    expect((await join(t, group.linkId, 'Ana Souza', { method: 'pix' })).statusCode).toBe(201);
    const [payment] = await paymentsOf(t, group.linkId);
    provider.lookup = () => Promise.reject(new Error('provedor fora do ar (503)'));
    // A PIX charge about to lapse is asked about (a notification may have been lost).
    t.clock.set(new Date(payment!.pix_expires_at!.getTime() - 60_000));
    log.clear();
    const report = await reconcilePayments(t.app.ctx);
    expect(report.failed).toBeGreaterThanOrEqual(1);
    expect(at(log.lines, LEVEL.warn, 'reconciliation')).toContainEqual(expect.objectContaining({
      msg: 'payment not checked with the provider; will retry', paymentId: payment!.id, err: expect.objectContaining({ message: 'provedor fora do ar (503)' }),
    }));
  });
});
