import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extensionMessages, joinRequestSchema, ORGANIZER_TOKEN_HEADER, PAYER_TOKEN_HEADER } from '@juntai/contract';
import { createTestGroup, getGroup, HOUR, joinBody, outboxFor, paymentsOf } from '../../testing/group-helpers.ts';
import { bearer, operatorHeaders, signUpMerchant, type TestMerchant } from '../../testing/merchant-helpers.ts';
import { type MercadoPagoStandIn, standInCardToken, standInEnv, startMercadoPagoStandIn } from '../../testing/mercadopago-stand-in.ts';
import { fakeLogger } from '../../testing/fake-logger.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngine } from '../../testing/test-database.ts';
import { expireDueGroups } from '../groups/expire-groups.ts';
import { payThroughProvider } from '../groups/pay-through-provider.ts';
import { reserveSeat } from '../groups/reserve-seat.ts';
import { MercadoPagoProvider } from './mercadopago-provider.ts';
import { PAYMENT_SEARCH_PATIENCE_MS, PROVIDER_CALL_MAX_ATTEMPTS } from './provider-settlement.ts';
import { CAPTURED_CHECK_EVERY_MS, DUE_RETRY_AFTER_MS, RESERVATION_ABANDONED_AFTER_MS, reconcilePayments } from './reconcile-payments.ts';

/**
 * The whole app with PAYMENT_PROVIDER=mercadopago against a local stand-in of Mercado Pago's Payments API
 * (the only thing outside this machine): joins, notifications, expiry, reconciliation (ADR 0034).
 */
describe(`Mercado Pago end to end on ${testEngine}`, () => {
  let mp: MercadoPagoStandIn;
  let t: TestApp;
  let operator: Record<string, string>;
  let merchant: TestMerchant;

  beforeAll(async () => {
    mp = await startMercadoPagoStandIn();
    t = await createTestApp({ env: standInEnv(mp) });
    operator = await operatorHeaders(t, 'operador@juntai.test', 'senha-do-operador-1');
    // The first sign-up of a demo installation takes the demo store, whose products the groups buy.
    merchant = await signUpMerchant(t, { name: 'Loja Padrao' });
  });
  afterAll(async () => {
    await mp.stop();
  });

  const card = async (holder: string) => ({ token: await standInCardToken(mp, holder), payment_method_id: 'master', issuer_id: '24', cpf: '12345678909' });
  const payByCard = async (linkId: string, name: string, holder = 'APRO', installments = 1) => t.app.inject({
    method: 'POST', url: `/api/groups/${linkId}/join`, payload: { ...joinBody(name, { installments }), card: await card(holder) },
  });
  /** A PIX join; `cpf: null` sends none. */
  const payByPix = (linkId: string, name: string, cpf: string | null = '52998224725') => t.app.inject({
    method: 'POST', url: `/api/groups/${linkId}/join`, payload: joinBody(name, { method: 'pix', extra: cpf === null ? {} : { cpf } }),
  });
  /** Runs the reconciliation job with the app's clock moved `ms` ahead, then puts the clock back. */
  /** Runs `work` with a provider that waits only 300 ms for Mercado Pago, then puts the patient one back. */
  const withImpatientProvider = async (work: () => Promise<void>) => {
    const patient = t.app.ctx.payments;
    t.app.ctx.payments = new MercadoPagoProvider({
      accessToken: mp.accessToken, publicKey: mp.publicKey, webhookSecret: mp.webhookSecret, apiBase: mp.baseUrl, sdkUrl: mp.baseUrl, timeoutMs: 300,
    });
    try {
      await work();
    } finally {
      t.app.ctx.payments = patient;
    }
  };
  const reconcileAfter = (ms: number) => t.clock.ahead(ms, () => reconcilePayments(t.app.ctx));
  const notify = (id: number, options?: Parameters<MercadoPagoStandIn['notification']>[1]) => {
    const signed = mp.notification(id, options);
    return t.app.inject({ method: 'POST', url: `/api/payments/webhooks/mercadopago?${signed.query}`, headers: signed.headers, payload: signed.body });
  };
  /** The payment Mercado Pago holds for `name`'s latest payment in the group. */
  const atMp = async (linkId: string, name: string) => {
    const row = (await paymentsOf(t, linkId)).filter((p) => p.name === name).at(-1)!;
    return { row, mp: mp.payments.get(Number(row.provider_reference))! };
  };
  const calls = (method: string, path: RegExp) => mp.requests.filter((r) => r.method === method && path.test(r.path)).length;
  const storeRevenue = async () => (await t.app.inject({ url: '/api/admin/metrics', headers: bearer(merchant) })).json().total_revenue_30d as number;
  const gmv = async () => (await t.app.inject({ url: '/api/super-admin/dashboard?period=total', headers: operator })).json().stats.revenue.gmv as number;

  it('publishes what the payment dialog needs to load Mercado Pago\'s own card fields', async () => {
    expect((await t.app.inject('/api/settings/public')).json().payment_checkout)
      .toEqual({ provider: 'mercadopago', public_key: mp.publicKey, sdk_url: 'https://sdk.mercadopago.com/js/v2', pix_requires_cpf: true });
  });

  it('authorises each card without taking it, and captures every card once when the group completes', async () => {
    const { linkId } = await createTestGroup(t, { quotas: 2, names: ['Ana Souza', 'Bia'] });
    const paid = await payByCard(linkId, 'Ana Souza', 'APRO', 3);
    expect(paid.statusCode).toBe(201);
    const ana = await atMp(linkId, 'Ana Souza');
    expect(ana.mp).toMatchObject({ status: 'authorized', captured: false, installments: 3, external_reference: ana.row.reference });
    // The payer sees the instalment Mercado Pago quoted and charges, interest included, not Juntaí's own formula.
    expect(paid.json().payment.installment_value).toBe(ana.mp.transaction_details!.installment_amount);
    expect((await payByCard(linkId, 'Bia')).statusCode).toBe(201);
    expect((await getGroup(t, linkId)).status).toBe('completed');
    for (const name of ['Ana Souza', 'Bia']) {
      const { row, mp: held } = await atMp(linkId, name);
      expect(held).toMatchObject({ status: 'approved', captured: true });
      expect(calls('PUT', new RegExp(`^/v1/payments/${row.provider_reference}$`))).toBe(1);
    }
  });

  it('answers a declined card with 402 and frees the seat; a card without Mercado Pago\'s token is a 400', async () => {
    const { linkId } = await createTestGroup(t, { quotas: 2, names: ['Ana Souza', 'Bia'] });
    const declined = await payByCard(linkId, 'Bia', 'OTHE');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().detail).toBe('Pagamento recusado pelo emissor do cartão. Tente outro cartão ou pague com PIX.');
    const noToken = await t.app.inject({ method: 'POST', url: `/api/groups/${linkId}/join`, payload: joinBody('Bia') });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().detail).toBe('Informe os dados do cartão para pagar com cartão.');
    expect((await payByCard(linkId, 'Bia')).statusCode).toBe(201);
    expect((await getGroup(t, linkId)).participants[1].payment_status).toBe('paid');
  });

  it('keeps a card under review waiting, and its approval notified late, twice and among others is applied once', async () => {
    const { linkId } = await createTestGroup(t, { quotas: 3, names: ['Ana Souza', 'Bia', 'Caio'] });
    const review = await payByCard(linkId, 'Bia', 'CONT');
    expect(review.statusCode).toBe(201);
    expect(review.json().message).toBe('Pagamento em análise pelo emissor do cartão. Sua cota fica reservada e avisaremos assim que for aprovado.');
    expect((await getGroup(t, linkId)).participants[1].payment_status).toBe('processing');
    // A notification that changes nothing comes first; then MP approves, and says so twice.
    const { mp: held } = await atMp(linkId, 'Bia');
    expect((await notify(held.id)).statusCode).toBe(200);
    expect((await getGroup(t, linkId)).participants[1].payment_status).toBe('processing');
    held.status = 'authorized';
    held.status_detail = 'pending_capture';
    const answers = [await notify(held.id), await notify(held.id)];
    expect(answers.map((a) => a.json().message)).toEqual(['Pagamento confirmado', 'Evento já processado']);
    expect((await getGroup(t, linkId)).participants[1].payment_status).toBe('paid');
    // The organizer hears of the paid quota once.
    expect(await outboxFor(t, `quota-paid:${(await atMp(linkId, 'Bia')).row.id}`)).toHaveLength(1);
  });

  it('pays a PIX when Mercado Pago notifies it, late retries included, and refuses a forged notification with 401', async () => {
    const { linkId } = await createTestGroup(t, { quotas: 3, names: ['Ana Souza', 'Bia', 'Caio'] });
    const res = await payByPix(linkId, 'Caio');
    expect(res.statusCode).toBe(201);
    const { mp: charge } = await atMp(linkId, 'Caio');
    expect(res.json().payment.pix.copia_e_cola).toBe(charge.point_of_interaction?.transaction_data?.qr_code);
    // The payer's CPF went to Mercado Pago with the charge, and was not kept by Juntaí.
    expect(charge.payer.identification).toEqual({ type: 'CPF', number: '52998224725' });
    expect(JSON.stringify(await paymentsOf(t, linkId))).not.toContain('52998224725');
    mp.payPix(charge.id);
    expect((await notify(charge.id, { secret: 'segredo-de-outra-pessoa-123' })).statusCode).toBe(401);
    expect((await getGroup(t, linkId)).participants[2].payment_status).toBe('processing');
    // Mercado Pago's retry an hour later: correctly signed, so it is looked up and applied.
    expect((await notify(charge.id, { ts: Date.now() - 3_600_000 })).statusCode).toBe(200);
    expect((await getGroup(t, linkId)).participants[2].payment_status).toBe('paid');
  });

  it('asks a PIX payer for a valid CPF, and a card payer for none', async () => {
    const { linkId } = await createTestGroup(t, { quotas: 3, names: ['Ana Souza', 'Bia', 'Caio'] });
    const missing = await payByPix(linkId, 'Caio', null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe('Informe o CPF de quem paga: o Mercado Pago pede o CPF para gerar o PIX.');
    const wrong = await payByPix(linkId, 'Caio', '12345678900');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('Informe um CPF válido (11 dígitos)');
    expect((await paymentsOf(t, linkId)).filter((p) => p.name === 'Caio')).toHaveLength(0);
    const byCard = await t.app.inject({
      method: 'POST', url: `/api/groups/${linkId}/join`,
      payload: { ...joinBody('Caio'), card: { token: await standInCardToken(mp, 'APRO'), payment_method_id: 'master' } },
    });
    expect(byCard.statusCode).toBe(201);
  });

  it('counts a card hold from the payment\'s creation, not its approval after review: an extension past it is refused', async () => {
    const expiryDays = () => t.database.db.selectFrom('global_settings').select('value').where('key', '=', 'default_group_expiry_days').executeTakeFirstOrThrow();
    const setExpiryDays = (value: unknown) => t.database.db.updateTable('global_settings').set({ value: JSON.stringify(value) }).where('key', '=', 'default_group_expiry_days').execute();
    const saved = (await expiryDays()).value;
    // The longest group Mercado Pago's 5-day hold allows: 4 days.
    await setExpiryDays(4);
    let moved = 0;
    const advance = (ms: number) => {
      t.clock.advance(ms);
      moved += ms;
    };
    try {
      const { linkId, token } = await createTestGroup(t, { quotas: 4, names: ['Ana Souza', 'Bia', 'Caio', 'Davi'] });
      // Caio's card goes under review at the start; Mercado Pago approves it 85 hours later.
      expect((await payByCard(linkId, 'Caio', 'CONT')).statusCode).toBe(201);
      advance(80 * HOUR);
      expect((await payByCard(linkId, 'Ana Souza')).statusCode).toBe(201);
      expect((await payByCard(linkId, 'Bia')).statusCode).toBe(201);
      advance(5 * HOUR);
      const caio = await atMp(linkId, 'Caio');
      Object.assign(caio.mp, { status: 'authorized', status_detail: 'pending_capture' });
      await notify(caio.mp.id);
      expect((await getGroup(t, linkId)).paid_count).toBe(3);
      advance(HOUR);
      const extend = (hours: number) => t.app.inject({
        method: 'POST', url: `/api/groups/${linkId}/extend`, payload: { hours }, headers: { [ORGANIZER_TOKEN_HEADER]: token },
      });
      // 96 h + 24 h would outlive Caio's hold (5 days from its creation, less an hour's margin), though it was approved only at 85 h.
      const refused = await extend(24);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().detail).toBe(extensionMessages.refusal.authorization_lapses);
      expect((await extend(22)).statusCode).toBe(200);
    } finally {
      t.clock.advance(-moved);
      await setExpiryDays(saved);
    }
  });

  it('releases the seat when Mercado Pago does not answer in time, voids what it did anyway once, and takes the retry', async () => {
    await withImpatientProvider(async () => {
      const { linkId } = await createTestGroup(t, { quotas: 2, names: ['Ana Souza', 'Bia'] });
      mp.failNext({ method: 'POST', path: /^\/v1\/payments$/ }, { kind: 'timeout', afterApplying: true, ms: 1_000 });
      const lost = await payByCard(linkId, 'Bia');
      expect(lost.statusCode).toBe(502);
      const { row, mp: orphan } = await atMp(linkId, 'Bia');
      // MP authorised it although the answer never came: found by Juntaí's reference and voided, once.
      expect(row).toMatchObject({ status: 'failed', provider_due: null });
      const made = [...mp.payments.values()].filter((p) => p.external_reference === row.reference);
      expect(made.map((p) => p.status)).toEqual(['cancelled']);
      expect(orphan).toBeUndefined();
      const retry = await payByCard(linkId, 'Bia');
      expect(retry.statusCode).toBe(201);
      expect((await atMp(linkId, 'Bia')).mp.status).toBe('authorized');
    });
  });

  it('refunds, not voids, a card Mercado Pago approved outright, once, when the group expires', async () => {
    const { linkId } = await createTestGroup(t, { quotas: 2, names: ['Ana Souza', 'Bia'] });
    mp.approveAuthorisations(true);
    try {
      expect((await payByCard(linkId, 'Bia')).statusCode).toBe(201);
    } finally {
      mp.approveAuthorisations(false);
    }
    const bia = await atMp(linkId, 'Bia');
    expect(bia.mp).toMatchObject({ status: 'approved', captured: true });
    await t.clock.ahead(49 * HOUR, async () => {
      await expireDueGroups(t.app.ctx);
      await reconcilePayments(t.app.ctx);
    });
    expect(mp.payments.get(bia.mp.id)).toMatchObject({ status: 'refunded', refunds: [{ amount: bia.row.amount_cents / 100 }] });
    expect((await atMp(linkId, 'Bia')).row).toMatchObject({ provider_due: null });
  });

  it('keeps looking for a lost authorisation Mercado Pago\'s search does not show yet, voids it once found, and gives up only after a while', async () => {
    await withImpatientProvider(async () => {
      const { linkId } = await createTestGroup(t, { quotas: 2, names: ['Ana Souza', 'Bia'] });
      mp.failNext({ method: 'POST', path: /^\/v1\/payments$/ }, { kind: 'timeout', afterApplying: true, ms: 1_000 });
      mp.missSearches(2);
      expect((await payByCard(linkId, 'Bia')).statusCode).toBe(502);
      const { row } = await atMp(linkId, 'Bia');
      const [made] = [...mp.payments.values()].filter((p) => p.external_reference === row.reference);
      // Not found in the search is not "never authorised": the void stays due.
      expect(made?.status).toBe('authorized');
      expect((await atMp(linkId, 'Bia')).row).toMatchObject({ status: 'failed', provider_due: 'void' });
      await reconcileAfter(DUE_RETRY_AFTER_MS + 1_000);
      expect((await atMp(linkId, 'Bia')).row.provider_due).toBe('void');
      await reconcileAfter(2 * DUE_RETRY_AFTER_MS + 2_000);
      expect(made?.status).toBe('cancelled');
      expect((await atMp(linkId, 'Bia')).row.provider_due).toBeNull();
    });
    // A reference Mercado Pago never heard of is taken as never authorised once the patience is spent.
    const { linkId } = await createTestGroup(t, { quotas: 2, names: ['Ana Souza', 'Bia'] });
    const input = joinRequestSchema.parse({ ...joinBody('Bia'), card: await card('APRO') });
    const reservation = await reserveSeat(t.app.ctx, linkId, input, { key: 'nunca-chegou', requestHash: 'x' });
    if (reservation.kind !== 'reserved') throw new Error('esperava uma reserva');
    await reconcileAfter(RESERVATION_ABANDONED_AFTER_MS + 1_000);
    expect((await atMp(linkId, 'Bia')).row).toMatchObject({ status: 'failed', provider_due: 'void' });
    // Searched again every run, more often than a refused call is repeated, without counting as refusals.
    for (let run = 1; run <= PROVIDER_CALL_MAX_ATTEMPTS + 1; run++) await reconcileAfter(RESERVATION_ABANDONED_AFTER_MS + run * (DUE_RETRY_AFTER_MS + 1_000));
    expect((await atMp(linkId, 'Bia')).row).toMatchObject({ provider_due: 'void', provider_due_attempts: 0 });
    await reconcileAfter(PAYMENT_SEARCH_PATIENCE_MS + 1_000);
    expect((await atMp(linkId, 'Bia')).row.provider_due).toBeNull();
  });

  it('voids, once, an authorisation whose join died before confirming, when the reconciliation job finds it abandoned', async () => {
    const { linkId } = await createTestGroup(t, { quotas: 2, names: ['Ana Souza', 'Bia'] });
    const input = joinRequestSchema.parse({ ...joinBody('Bia'), card: await card('APRO') });
    const reservation = await reserveSeat(t.app.ctx, linkId, input, { key: 'morreu-no-meio', requestHash: 'x' });
    if (reservation.kind !== 'reserved') throw new Error('esperava uma reserva');
    const outcome = await payThroughProvider(t.app.ctx, reservation.group, reservation.seat, {
      token: input.card!.token, paymentMethodId: 'master', issuerId: '24', cpf: '12345678909',
    });
    expect(mp.payments.get(Number(outcome.changes.provider_reference))?.status).toBe('authorized');
    await t.clock.ahead(RESERVATION_ABANDONED_AFTER_MS + 1_000, async () => {
      await reconcilePayments(t.app.ctx);
      await reconcilePayments(t.app.ctx);
    });
    expect(mp.payments.get(Number(outcome.changes.provider_reference))?.status).toBe('cancelled');
    expect(calls('PUT', new RegExp(`^/v1/payments/${outcome.changes.provider_reference}$`))).toBe(1);
    // The seat is free again.
    expect((await payByCard(linkId, 'Bia')).statusCode).toBe(201);
  });

  it('on expiry voids every card and refunds every paid PIX exactly once, retrying a refund that failed', async () => {
    const { linkId } = await createTestGroup(t, { quotas: 3, names: ['Ana Souza', 'Bia', 'Caio'] });
    await payByCard(linkId, 'Ana Souza');
    await payByPix(linkId, 'Bia');
    const bia = await atMp(linkId, 'Bia');
    mp.payPix(bia.mp.id);
    await notify(bia.mp.id);
    const ana = await atMp(linkId, 'Ana Souza');
    mp.failNext({ method: 'POST', path: new RegExp(`^/v1/payments/${bia.mp.id}/refunds$`) }, { kind: 'error' });
    t.clock.advance(49 * HOUR);
    try {
      await expireDueGroups(t.app.ctx);
      expect((await atMp(linkId, 'Bia')).row).toMatchObject({ status: 'refunded', provider_due: 'refund' });
      t.clock.advance(DUE_RETRY_AFTER_MS + 1_000);
      await reconcilePayments(t.app.ctx);
      await reconcilePayments(t.app.ctx);
      await expireDueGroups(t.app.ctx);
    } finally {
      t.clock.advance(-49 * HOUR - DUE_RETRY_AFTER_MS - 1_000);
    }
    expect(mp.payments.get(ana.mp.id)?.status).toBe('cancelled');
    expect(calls('PUT', new RegExp(`^/v1/payments/${ana.mp.id}$`))).toBe(1);
    expect(mp.payments.get(bia.mp.id)?.status).toBe('refunded');
    expect(mp.payments.get(bia.mp.id)?.refunds).toHaveLength(1);
    expect((await paymentsOf(t, linkId)).every((p) => p.provider_due === null)).toBe(true);
  });

  it('shows a refund made in Mercado Pago\'s panel and a chargeback in the group, the merchant panel and the operator\'s figures', async () => {
    const { linkId } = await createTestGroup(t, { quotas: 2, names: ['Ana Souza', 'Bia'] });
    await payByCard(linkId, 'Ana Souza');
    await payByCard(linkId, 'Bia');
    const before = await gmv();
    const storeBefore = await storeRevenue();
    const ana = await atMp(linkId, 'Ana Souza');
    const bia = await atMp(linkId, 'Bia');
    mp.refundFromPanel(ana.mp.id);
    mp.chargeback(bia.mp.id);
    expect((await notify(ana.mp.id)).json().message).toBe('Pagamento atualizado');
    expect((await notify(bia.mp.id)).json().message).toBe('Pagamento atualizado');
    expect((await atMp(linkId, 'Ana Souza')).row.status).toBe('refunded');
    expect((await atMp(linkId, 'Bia')).row.status).toBe('charged_back');
    expect((await getGroup(t, linkId)).participants.map((p: { payment_status: string }) => p.payment_status)).not.toContain('paid');
    const givenBack = (ana.row.amount_cents + bia.row.amount_cents) / 100;
    expect(await gmv()).toBeCloseTo(before - givenBack, 2);
    expect(await storeRevenue()).toBeCloseTo(storeBefore - givenBack, 2);
  });

  it('learns a refund made in Mercado Pago\'s panel with no notification, by re-checking money taken', async () => {
    const { linkId } = await createTestGroup(t, { quotas: 2, names: ['Ana Souza', 'Bia'] });
    await payByCard(linkId, 'Ana Souza');
    await payByCard(linkId, 'Bia');
    const ana = await atMp(linkId, 'Ana Souza');
    mp.refundFromPanel(ana.mp.id);
    // Not asked again within the day: nothing learnt yet.
    await reconcileAfter(HOUR);
    expect((await atMp(linkId, 'Ana Souza')).row.status).toBe('captured');
    await reconcileAfter(CAPTURED_CHECK_EVERY_MS + HOUR);
    expect((await atMp(linkId, 'Ana Souza')).row.status).toBe('refunded');
    expect((await atMp(linkId, 'Bia')).row.status).toBe('captured');
  });

  it('holds a disputed payment (in_mediation) out of the figures, gives it back to the store when it wins, and charges it back when it loses', async () => {
    const { linkId } = await createTestGroup(t, { quotas: 2, names: ['Ana Souza', 'Bia'] });
    await payByCard(linkId, 'Ana Souza');
    await payByCard(linkId, 'Bia');
    const before = await gmv();
    const ana = await atMp(linkId, 'Ana Souza');
    const bia = await atMp(linkId, 'Bia');
    mp.dispute(ana.mp.id);
    mp.dispute(bia.mp.id);
    await notify(ana.mp.id);
    await notify(bia.mp.id);
    expect((await atMp(linkId, 'Ana Souza')).row.status).toBe('disputed');
    // The quota stays the payer's while the dispute lasts; the money is not counted as the store's.
    expect((await getGroup(t, linkId)).participants.map((p: { payment_status: string }) => p.payment_status)).toEqual(['paid', 'paid']);
    expect(await gmv()).toBeCloseTo(before - (ana.row.amount_cents + bia.row.amount_cents) / 100, 2);
    mp.endDispute(ana.mp.id, 'won');
    mp.endDispute(bia.mp.id, 'lost');
    await notify(ana.mp.id);
    await notify(bia.mp.id);
    expect((await atMp(linkId, 'Ana Souza')).row.status).toBe('captured');
    expect((await atMp(linkId, 'Bia')).row.status).toBe('charged_back');
    expect(await gmv()).toBeCloseTo(before - bia.row.amount_cents / 100, 2);
  });

  it('stops repeating a refund Mercado Pago keeps refusing after a bounded number of attempts, and says so', async () => {
    const { linkId } = await createTestGroup(t, { quotas: 3, names: ['Ana Souza', 'Bia', 'Caio'] });
    const payerToken = (await payByPix(linkId, 'Bia')).json().payer_token as string;
    // What Bia's own receipt says of her money (GET my-payments with her payer token).
    const told = async () => {
      const res = await t.app.inject({ url: `/api/groups/${linkId}/my-payments`, headers: { [PAYER_TOKEN_HEADER]: payerToken } });
      return (res.json() as { payments: Array<{ status: string }> }).payments[0]?.status;
    };
    const statesTold: Array<string | undefined> = [];
    const bia = await atMp(linkId, 'Bia');
    mp.payPix(bia.mp.id);
    await notify(bia.mp.id);
    mp.refuseRefunds(bia.mp.id, true);
    const refundCalls = () => calls('POST', new RegExp(`^/v1/payments/${bia.mp.id}/refunds$`));
    const gaveUp: number[] = [];
    t.clock.advance(49 * HOUR);
    try {
      await expireDueGroups(t.app.ctx);
      statesTold.push(await told());
      for (let run = 0; run < PROVIDER_CALL_MAX_ATTEMPTS + 3; run++) {
        t.clock.advance(DUE_RETRY_AFTER_MS + 1_000);
        gaveUp.push((await reconcilePayments(t.app.ctx)).gave_up);
        statesTold.push(await told());
      }
    } finally {
      t.clock.advance(-49 * HOUR - (PROVIDER_CALL_MAX_ATTEMPTS + 3) * (DUE_RETRY_AFTER_MS + 1_000));
      mp.refuseRefunds(bia.mp.id, false);
    }
    expect(refundCalls()).toBe(PROVIDER_CALL_MAX_ATTEMPTS);
    // Said once, by the run whose attempt was the last (the job logs it at error).
    expect(gaveUp.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await atMp(linkId, 'Bia')).row).toMatchObject({ provider_due: 'refund', provider_due_attempts: PROVIDER_CALL_MAX_ATTEMPTS });
    const stopped = async () => (await t.app.inject({ url: '/api/super-admin/status', headers: operator })).json().payments.provider_calls_stopped;
    expect(await stopped()).toBe(1);
    // Nothing told Bia her money was back while Mercado Pago refused: in progress, then pending with the team alerted.
    // (statesTold[0] is read after the expiry, before any run of the job.)
    const gaveUpAt = gaveUp.indexOf(1) + 1;
    expect(gaveUpAt).toBeGreaterThan(1);
    expect(statesTold).toEqual([...Array(gaveUpAt).fill('refund_pending'), ...Array(statesTold.length - gaveUpAt).fill('refund_stalled')]);
    // The operator refunds in Mercado Pago's panel; its notification settles the call left stopped.
    mp.refundFromPanel(bia.mp.id);
    expect((await notify(bia.mp.id)).statusCode).toBe(200);
    expect((await atMp(linkId, 'Bia')).row.provider_due).toBeNull();
    expect(await stopped()).toBe(0);
    expect(mp.payments.get(bia.mp.id)?.refunds).toHaveLength(1);
    expect(await told()).toBe('refunded');
  });

  it('gives a refund up at once, and tells the operator, when Mercado Pago reports its idempotency key used by another request', async () => {
    const { linkId } = await createTestGroup(t, { quotas: 3, names: ['Ana Souza', 'Bia', 'Caio'] });
    await payByPix(linkId, 'Bia');
    const bia = await atMp(linkId, 'Bia');
    mp.payPix(bia.mp.id);
    await notify(bia.mp.id);
    // Another request already took the key of Juntaí's refund of this payment: a partial refund of R$ 0,01.
    const other = await fetch(`${mp.baseUrl}/v1/payments/${bia.mp.id}/refunds`, {
      method: 'POST', body: JSON.stringify({ amount: 0.01 }),
      headers: { authorization: `Bearer ${mp.accessToken}`, 'content-type': 'application/json', 'x-idempotency-key': `refund:${bia.mp.id}` },
    });
    expect(other.status).toBe(201);
    const refundCalls = () => calls('POST', new RegExp(`^/v1/payments/${bia.mp.id}/refunds$`));
    expect(refundCalls()).toBe(1);
    const log = fakeLogger();
    const ctx = { ...t.app.ctx, log };
    const gaveUp: number[] = [];
    const runs = 3;
    t.clock.advance(49 * HOUR);
    try {
      await expireDueGroups(ctx);
      for (let run = 0; run < runs; run++) {
        t.clock.advance(DUE_RETRY_AFTER_MS + 1_000);
        gaveUp.push((await reconcilePayments(ctx)).gave_up);
      }
    } finally {
      t.clock.advance(-49 * HOUR - runs * (DUE_RETRY_AFTER_MS + 1_000));
    }
    // Asked once when the group expired, answered 409, and never asked again by the reconciliation.
    expect(refundCalls()).toBe(2);
    expect(gaveUp).toEqual([0, 0, 0]);
    expect(mp.payments.get(bia.mp.id)?.refunds.map((r) => r.amount)).toEqual([0.01]);
    expect((await atMp(linkId, 'Bia')).row).toMatchObject({ provider_due: 'refund', provider_due_attempts: PROVIDER_CALL_MAX_ATTEMPTS });
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'provider-call', paymentId: bia.row.id, groupId: bia.row.group_id, due: 'refund', providerReference: bia.row.provider_reference,
        reason: expect.stringContaining('idempotency_key_already_used'),
      }),
      expect.stringContaining('refused for good'),
    );
    // The operator's status counts it among the calls stopped, and lists it as given up with its reason.
    const status = (await t.app.inject({ url: '/api/super-admin/status', headers: operator })).json();
    expect(status.payments.provider_calls_stopped).toBeGreaterThanOrEqual(1);
    expect(status.failing.provider_calls).toContainEqual(expect.objectContaining({
      payment_id: bia.row.id, call: 'refund', state: 'given_up', reason: expect.stringContaining('idempotency_key_already_used'),
    }));
  });
});
