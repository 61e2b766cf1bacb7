import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';
import {
  CountingProvider, countingProvider, createTestGroup, getGroup, joinBody, outboxFor, paymentsOf, pixPaidEvent, signedWebhook,
} from '../testing/group-helpers.ts';
import type { CardAuthorization, CardAuthorizationResult } from '../services/payments/provider.ts';

/**
 * A person who pays is never kept out by someone who has not paid (ADR 0034): an unpaid PIX charge
 * holds no seat, the first money to arrive takes it, any later money for it goes back once, and one
 * client address keeps only a few charges open in a group. On PostgreSQL the requests go alternately
 * to two app instances sharing the database.
 */
describe(`seats go to money, not to unpaid charges, on ${testEngine}`, () => {
  let t: TestApp;
  let apps: TestApp['app'][];
  let provider: CountingProvider;
  beforeAll(async () => {
    t = await createTestApp();
    apps = [t.app];
    provider = countingProvider(t);
    if (testEngine === 'postgres') {
      const second = await createTestApp({ database: t.database, clock: t.clock });
      countingProvider(t, second.app);
      second.app.ctx.payments = provider;
      apps.push(second.app);
    }
  });

  let addresses = 0;
  const freshAddress = () => `10.9.${Math.floor(addresses / 250)}.${(addresses += 1) % 250}`;
  const joinFrom = (app: TestApp['app'], linkId: string, name: string, method: 'card' | 'pix', remoteAddress = freshAddress(), email?: string) =>
    app.inject({ method: 'POST', url: `/api/groups/${linkId}/join`, payload: joinBody(name, { method, ...(email ? { email } : {}) }), remoteAddress });
  const payPix = (txid: string, app = t.app) => app.inject({ method: 'POST', url: `/api/payments/simulated/pix/${txid}/pay` });

  it('a card and a PIX for one seat at once: the card always gets the seat, and no charge is left waiting on it', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { linkId } = await createTestGroup(t);
      const [pix, card] = await Promise.all([
        joinFrom(apps[round % apps.length]!, linkId, 'Convidado 1', 'pix'),
        joinFrom(apps[(round + 1) % apps.length]!, linkId, 'Convidado 1', 'card'),
      ]);
      expect(card.statusCode).toBe(201);
      expect(card.json().payment.status).toBe('paid');
      // The PIX either came first (a charge, withdrawn when the card took the seat) or met the card being answered.
      if (pix.statusCode === 409) expect(pix.json()).toMatchObject({ code: 'seat_taken' });
      else expect(pix.statusCode).toBe(201);
      const payments = (await paymentsOf(t, linkId)).filter((p) => p.seat_key === 'convidado 1');
      expect(payments.filter((p) => p.status === 'authorized')).toHaveLength(1);
      expect(payments.filter((p) => p.method === 'pix').map((p) => p.status).filter((s) => s !== 'cancelled')).toEqual([]);
      const seat = (await getGroup(t, linkId)).participants.find((p: { name: string }) => p.name === 'Convidado 1');
      expect(seat.payment_status).toBe('paid');
    }
  });

  it('a PIX paid after a card took the seat is given back at once and exactly once, and its payer told in Portuguese', async () => {
    const { linkId } = await createTestGroup(t);
    const pix = await joinFrom(t.app, linkId, 'Convidado 1', 'pix');
    expect(pix.statusCode).toBe(201);
    const { txid } = pix.json().payment.pix;
    const card = await joinFrom(t.app, linkId, 'Convidado 1', 'card');
    expect(card.statusCode).toBe(201);
    const charge = (await paymentsOf(t, linkId)).find((p) => p.pix_txid === txid)!;
    expect(charge.status).toBe('cancelled');
    expect(provider.count('cancel', charge.reference)).toBe(1);

    // The payer's bank sent the money before the charge was withdrawn: the notification comes, twice, on every instance at once.
    const event = pixPaidEvent(txid, charge.amount_cents);
    const answers = await Promise.all([...apps, ...apps].map((app) => app.inject(signedWebhook(t, event))));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const after = (await paymentsOf(t, linkId)).find((p) => p.id === charge.id)!;
    expect(after.status).toBe('refunded');
    expect(after.provider_due).toBeNull();
    // Asked of the provider under the payment's own idempotency key (refund:{id}), however many
    // notifications raced to settle it: it acts once (shown against Mercado Pago's stand-in elsewhere).
    expect(provider.count('refund', charge.reference)).toBeGreaterThanOrEqual(1);
    expect(provider.count('refund')).toBe(provider.count('refund', charge.reference));
    const mails = await outboxFor(t, `payment-refunded:${charge.id}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain('A cota de Convidado 1 no grupo de Ana Souza');
    expect(mails[0]!.text_body).toContain('foi paga por outra pessoa antes de o seu PIX chegar');
    // Written when the refund is asked for: the money is on its way back to where it came from.
    expect(mails[0]!.text_body).toContain('pedimos a devolução do valor da sua cota');
    expect(mails[0]!.text_body).toContain('para a conta de origem do PIX');
    // The card payer keeps the seat; the demo bank refuses the withdrawn charge.
    expect((await getGroup(t, linkId)).paid_count).toBe(1);
    expect((await payPix(txid)).json()).toMatchObject({ code: 'pix_charge_not_active' });
  });

  it('two PIX charges wait on one seat: the first paid takes it, the other is withdrawn and its late money returned once', async () => {
    const { linkId } = await createTestGroup(t);
    const first = (await joinFrom(t.app, linkId, 'Convidado 2', 'pix')).json().payment.pix.txid;
    const second = (await joinFrom(t.app, linkId, 'Convidado 2', 'pix')).json().payment.pix.txid;
    expect((await payPix(second)).statusCode).toBe(200);
    const payments = await paymentsOf(t, linkId);
    const loser = payments.find((p) => p.pix_txid === first)!;
    expect(payments.find((p) => p.pix_txid === second)!.status).toBe('captured');
    expect(loser.status).toBe('cancelled');
    await t.app.inject(signedWebhook(t, pixPaidEvent(first, loser.amount_cents)));
    await t.app.inject(signedWebhook(t, pixPaidEvent(first, loser.amount_cents, 'evt_again')));
    expect((await paymentsOf(t, linkId)).find((p) => p.id === loser.id)!.status).toBe('refunded');
    expect(provider.count('refund', loser.reference)).toBe(1);
  });

  it('a PIX paid while a card for its seat is still being answered takes the seat; the card is voided and told nothing was charged', async () => {
    const { linkId } = await createTestGroup(t);
    const txid = (await joinFrom(t.app, linkId, 'Convidado 1', 'pix')).json().payment.pix.txid;
    // The card's bank is slow: the PIX money arrives while the card's seat is reserved.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = () => {};
    const reached = new Promise<void>((resolve) => {
      asked = resolve;
    });
    const slow = new (class extends CountingProvider {
      override async authorizeCard(input: CardAuthorization): Promise<CardAuthorizationResult> {
        asked();
        await gate;
        return super.authorizeCard(input);
      }
    })({ webhookSecret: t.env.PAYMENT_WEBHOOK_SECRET, pixKey: t.env.PIX_KEY, merchantName: t.env.PIX_MERCHANT_NAME, merchantCity: t.env.PIX_MERCHANT_CITY });
    for (const app of apps) app.ctx.payments = slow;
    try {
      const card = joinFrom(t.app, linkId, 'Convidado 1', 'card');
      await reached;
      expect((await payPix(txid)).statusCode).toBe(200);
      release();
      const answer = await card;
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({
        code: 'seat_taken', detail: 'Enquanto seu pagamento era processado, a cota de Convidado 1 foi paga por outra pessoa. Nada foi cobrado de você.',
      });
      const payments = await paymentsOf(t, linkId);
      const cardRow = payments.find((p) => p.method === 'card')!;
      expect(cardRow.status).toBe('failed');
      expect(slow.count('void', cardRow.reference)).toBeGreaterThanOrEqual(1);
      expect(slow.count('capture', cardRow.reference)).toBe(0);
      expect(payments.find((p) => p.pix_txid === txid)!.status).toBe('captured');
    } finally {
      for (const app of apps) app.ctx.payments = provider;
    }
  });

  it('a griefer with many unpaid PIX locks nothing: capped at 3 open charges per address, paying people take every seat, the group completes', async () => {
    const { linkId } = await createTestGroup(t, { quotas: 5, names: ['Ana Souza', 'Bia', 'Caio', 'Dani', 'Edu'] });
    const griefer = '203.0.113.66';
    const tries = await Promise.all(['Ana Souza', 'Bia', 'Caio', 'Dani', 'Edu'].map((name, i) => joinFrom(apps[i % apps.length]!, linkId, name, 'pix', griefer)));
    expect(tries.filter((a) => a.statusCode === 201)).toHaveLength(3);
    const refused = tries.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(2);
    for (const a of refused) {
      expect(a.json()).toMatchObject({ code: 'rate_limited', detail: 'Já há 3 PIX em aberto neste grupo a partir desta conexão. Pague um deles ou espere que vençam para gerar outro.' });
      expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another IPv6 address of the same /64 is the same client.
    expect((await joinFrom(t.app, linkId, 'Edu', 'pix', '2001:db8:66::1')).statusCode).toBe(201);
    expect((await joinFrom(t.app, linkId, 'Dani', 'pix', '2001:db8:66::2')).statusCode).toBe(201);
    expect((await joinFrom(t.app, linkId, 'Caio', 'pix', '2001:db8:66::3')).statusCode).toBe(201);
    expect((await joinFrom(t.app, linkId, 'Bia', 'pix', '2001:db8:66:0:ffff::9')).statusCode).toBe(429);

    // The real people pay by card, the organizer first, each from their own connection, all at once.
    const paid = await Promise.all(['Ana Souza', 'Bia', 'Caio', 'Dani', 'Edu'].map((name, i) => joinFrom(apps[i % apps.length]!, linkId, name, 'card')));
    expect(paid.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const group = await getGroup(t, linkId);
    expect(group).toMatchObject({ status: 'completed', paid_count: 5 });
    const payments = await paymentsOf(t, linkId);
    expect(payments.filter((p) => p.method === 'pix').map((p) => p.status)).toEqual(Array(6).fill('cancelled'));
    expect(payments.filter((p) => p.method === 'card').map((p) => p.status)).toEqual(Array(5).fill('captured'));
    for (const p of payments.filter((x) => x.method === 'pix')) expect(provider.count('cancel', p.reference)).toBeGreaterThanOrEqual(1);
  });
});
