import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngine } from '../../testing/test-database.ts';
import { DUE_RETRY_AFTER_MS, reconcilePayments } from '../payments/reconcile-payments.ts';
import { expireDueGroups } from './expire-groups.ts';
import { loadTimedGroupView } from './get-group.ts';
import {
  countingProvider, type CountingProvider, createTestGroup, getGroup, HOUR, join, outboxFor, paymentsOf,
} from '../../testing/group-helpers.ts';

describe(`group expiry on ${testEngine}`, () => {
  let t: TestApp;
  let provider: CountingProvider;
  beforeAll(async () => {
    t = await createTestApp();
    provider = countingProvider(t);
  });
  beforeEach(async () => {
    // Each test starts with no group due, so expireDueGroups counts only its own.
    await expireDueGroups(t.app.ctx);
  });

  /**
   * A group with one payment in each state: an authorised card, a paid PIX (captured), a pending PIX
   * and a declined card.
   */
  async function groupWithEveryPayment() {
    const group = await createTestGroup(t, { quotas: 5 });
    expect((await join(t, group.linkId, 'Ana Souza')).statusCode).toBe(201);
    const paidPix = (await join(t, group.linkId, 'Convidado 1', { method: 'pix' })).json().payment.pix.txid;
    expect((await t.app.inject({ method: 'POST', url: `/api/payments/simulated/pix/${paidPix}/pay` })).statusCode).toBe(200);
    expect((await join(t, group.linkId, 'Convidado 2', { method: 'pix' })).statusCode).toBe(201);
    expect((await join(t, group.linkId, 'Convidado 3', { email: 'recusado@example.com' })).statusCode).toBe(402);
    const payments = await paymentsOf(t, group.linkId);
    expect(payments.map((p) => p.status)).toEqual(['authorized', 'captured', 'processing', 'failed']);
    return { ...group, payments };
  }

  function expectGivenBackOnce(payments: Awaited<ReturnType<typeof paymentsOf>>) {
    const [card, paidPix, pendingPix, declined] = payments;
    expect(provider.count('void', card!.provider_reference)).toBe(1);
    expect(provider.count('refund', paidPix!.provider_reference)).toBe(1);
    expect(provider.count('cancel', pendingPix!.provider_reference)).toBe(1);
    for (const p of payments) expect(provider.calls.filter((c) => c.reference === p.provider_reference && ['void', 'refund', 'cancel', 'capture'].includes(c.op))).toHaveLength(p === declined ? 0 : 1);
  }

  it('shows a group as expired the instant its time has come, changing nothing; the sweep then voids, refunds and cancels each payment once', async () => {
    const { linkId, payments } = await groupWithEveryPayment();
    t.clock.advance(48 * HOUR - 1);
    expect((await getGroup(t, linkId)).status).toBe('active');
    t.clock.advance(1); // exactly at expires_at
    try {
      // A read (the API's, the SSE view's) shows it expired but writes nothing and calls no provider.
      expect((await getGroup(t, linkId)).status).toBe('expired');
      expect((await loadTimedGroupView(t.app.ctx, linkId))?.group.status).toBe('expired');
      expect((await paymentsOf(t, linkId)).map((p) => p.status)).toEqual(['authorized', 'captured', 'processing', 'failed']);
      const givenBack = () => provider.calls.filter((c) => ['void', 'refund', 'cancel'].includes(c.op) && payments.some((p) => p.provider_reference === c.reference));
      expect(givenBack()).toEqual([]);

      expect(await expireDueGroups(t.app.ctx)).toBe(1);
      const group = await getGroup(t, linkId);
      expect(group.status).toBe('expired');
      expect(group.paid_count).toBe(0);
      expect((await paymentsOf(t, linkId)).map((p) => p.status)).toEqual(['voided', 'refunded', 'cancelled', 'failed']);
      expectGivenBackOnce(payments);

      // Read again, swept twice, read by the SSE view: nothing more happens.
      await getGroup(t, linkId);
      expect(await expireDueGroups(t.app.ctx)).toBe(0);
      expect(await expireDueGroups(t.app.ctx)).toBe(0);
      expect((await loadTimedGroupView(t.app.ctx, linkId))?.group.status).toBe('expired');
      expectGivenBackOnce(payments);

      const refunds = await outboxFor(t, 'payment-refunded:');
      const mine = refunds.filter((m) => payments.some((p) => m.dedupe_key === `payment-refunded:${p.id}`));
      expect(mine.map((m) => m.dedupe_key).sort()).toEqual([`payment-refunded:${payments[0]!.id}`, `payment-refunded:${payments[1]!.id}`].sort());
      const [expiredMail, ...more] = await outboxFor(t, `group-expired:${linkId}`);
      expect(more).toHaveLength(0);
      expect(expiredMail!.text_body).toMatch(/2 de 5 cotas pagas/);
      const row = await t.database.db.selectFrom('groups').select(['status', 'closed_at']).where('link_id', '=', linkId).executeTakeFirstOrThrow();
      expect(row.status).toBe('expired');
      expect(row.closed_at?.getTime()).toBe(t.clock.now().getTime());
    } finally {
      t.clock.advance(-48 * HOUR);
    }
  });

  it('expireDueGroups expires every due group once, even when called twice at the same time', async () => {
    const first = await groupWithEveryPayment();
    const second = await createTestGroup(t);
    await join(t, second.linkId, 'Convidado 1');
    t.clock.advance(24 * HOUR);
    const later = await createTestGroup(t); // created a day later: not due yet
    await join(t, later.linkId, 'Convidado 1');
    t.clock.advance(24 * HOUR);
    try {
      const counts = await Promise.all([expireDueGroups(t.app.ctx), expireDueGroups(t.app.ctx)]);
      expect(counts[0]! + counts[1]!).toBe(2);
      expect(await expireDueGroups(t.app.ctx)).toBe(0);
      expectGivenBackOnce(first.payments);
      const [secondCard] = await paymentsOf(t, second.linkId);
      expect(secondCard!.status).toBe('voided');
      expect(provider.count('void', secondCard!.provider_reference)).toBe(1);
      expect((await paymentsOf(t, later.linkId))[0]!.status).toBe('authorized');
      expect((await getGroup(t, later.linkId)).status).toBe('active');
      expect(await outboxFor(t, `group-expired:${first.linkId}`)).toHaveLength(1);
      expect(await outboxFor(t, `group-expired:${second.linkId}`)).toHaveLength(1);
    } finally {
      t.clock.advance(-48 * HOUR);
    }
  });

  it('expires a group even when the provider fails, and the reconciliation job gives back once', async () => {
    const { linkId } = await createTestGroup(t);
    await join(t, linkId, 'Convidado 1');
    const [card] = await paymentsOf(t, linkId);
    t.clock.advance(48 * HOUR);
    try {
      provider.failNext = 'void';
      expect(await expireDueGroups(t.app.ctx)).toBeGreaterThanOrEqual(1);
      // The expiry stands (no lock waited on the provider); the void it decided is still due.
      expect((await paymentsOf(t, linkId))[0]).toMatchObject({ status: 'voided', provider_due: 'void' });
      expect(provider.count('void', card!.provider_reference)).toBe(0);
      t.clock.advance(DUE_RETRY_AFTER_MS + 1_000);
      await reconcilePayments(t.app.ctx);
      await reconcilePayments(t.app.ctx);
      expect((await paymentsOf(t, linkId))[0]).toMatchObject({ status: 'voided', provider_due: null });
      expect(provider.count('void', card!.provider_reference)).toBe(1);
    } finally {
      t.clock.advance(-48 * HOUR - DUE_RETRY_AFTER_MS - 1_000);
    }
  });

  it('never expires a completed group', async () => {
    const { linkId } = await createTestGroup(t, { quotas: 2, names: ['Ana Souza', 'Bia'] });
    await join(t, linkId, 'Ana Souza');
    await join(t, linkId, 'Bia');
    await t.clock.ahead(72 * HOUR, async () => {
      await expireDueGroups(t.app.ctx); // other tests' groups may be due by now; this one is not
      expect((await getGroup(t, linkId)).status).toBe('completed');
      const payments = await paymentsOf(t, linkId);
      expect(payments.map((p) => p.status)).toEqual(['captured', 'captured']);
      for (const p of payments) expect(provider.count('refund', p.provider_reference)).toBe(0);
    });
  });

  it('refunds a PIX paid after its group expired', async () => {
    const { linkId } = await createTestGroup(t);
    const txid = (await join(t, linkId, 'Convidado 1', { method: 'pix' })).json().payment.pix.txid;
    const [pix] = await paymentsOf(t, linkId);
    await t.clock.ahead(48 * HOUR, async () => {
      const simulated = await t.app.inject({ method: 'POST', url: `/api/payments/simulated/pix/${txid}/pay` });
      expect(simulated.statusCode).toBe(409); // the simulated bank refuses a dead charge
      expect((await getGroup(t, linkId)).status).toBe('expired');
      expect((await paymentsOf(t, linkId))[0]!.status).toBe('cancelled');
      expect(provider.count('cancel', pix!.provider_reference)).toBe(1);
    });
  });
});
