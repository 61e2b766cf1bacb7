import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGroup, joinBody, outboxFor, paymentsOf } from '../../testing/group-helpers.ts';
import { type MercadoPagoStandIn, standInCardToken, standInEnv, startMercadoPagoStandIn } from '../../testing/mercadopago-stand-in.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngine } from '../../testing/test-database.ts';

/**
 * Card testing and seat races against a stand-in of Mercado Pago's Payments API: each card payment carries the device id
 * the browser SDK drew (header X-meli-session-id, as Mercado Pago's documentation asks), and money paid
 * for a seat someone else took first is refunded by Mercado Pago once, however many notifications race.
 */
describe(`Mercado Pago: device id and seats taken first, on ${testEngine}`, () => {
  let mp: MercadoPagoStandIn;
  let t: TestApp;

  beforeAll(async () => {
    mp = await startMercadoPagoStandIn();
    t = await createTestApp({ env: standInEnv(mp) });
  });
  afterAll(async () => {
    await mp.stop();
  });

  const card = async (deviceId?: string) => ({
    token: await standInCardToken(mp, 'APRO'), payment_method_id: 'master', issuer_id: '24', cpf: '12345678909', ...(deviceId ? { device_id: deviceId } : {}),
  });
  const notify = (id: number) => {
    const signed = mp.notification(id);
    return t.app.inject({ method: 'POST', url: `/api/payments/webhooks/mercadopago?${signed.query}`, headers: signed.headers, payload: signed.body });
  };

  it('sends the device id with the card payment as X-meli-session-id, and none when the browser had none', async () => {
    const { linkId } = await createTestGroup(t);
    const paid = await t.app.inject({
      method: 'POST', url: `/api/groups/${linkId}/join`, payload: { ...joinBody('Convidado 1'), card: await card('armor.5cf65fc6c5db631a47471bb0') },
    });
    expect(paid.statusCode).toBe(201);
    const posts = () => mp.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payments');
    expect(posts().at(-1)?.sessionId).toBe('armor.5cf65fc6c5db631a47471bb0');
    expect((await t.app.inject({ method: 'POST', url: `/api/groups/${linkId}/join`, payload: { ...joinBody('Convidado 2'), card: await card() } })).statusCode).toBe(201);
    expect(posts().at(-1)?.sessionId).toBeUndefined();
    const bad = await t.app.inject({
      method: 'POST', url: `/api/groups/${linkId}/join`, payload: { ...joinBody('Ana Souza'), card: { ...(await card()), device_id: 'não <é> um id' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Identificador do dispositivo inválido');
  });

  it('a PIX paid at the bank after a card took its seat is refunded by Mercado Pago exactly once', async () => {
    const { linkId } = await createTestGroup(t);
    expect((await t.app.inject({ method: 'POST', url: `/api/groups/${linkId}/join`, payload: { ...joinBody('Convidado 1', { method: 'pix' }), cpf: '12345678909' } })).statusCode).toBe(201);
    const charge = (await paymentsOf(t, linkId)).at(-1)!;
    // The withdrawal does not reach Mercado Pago before the payer's bank pays the charge.
    mp.failNext({ method: 'PUT', path: new RegExp(`^/v1/payments/${charge.provider_reference}$`) }, { kind: 'error' });
    const paid = await t.app.inject({ method: 'POST', url: `/api/groups/${linkId}/join`, payload: { ...joinBody('Convidado 1'), card: await card() } });
    expect(paid.statusCode).toBe(201);
    expect((await paymentsOf(t, linkId)).find((p) => p.id === charge.id)!.status).toBe('cancelled');
    mp.payPix(Number(charge.provider_reference));

    const answers = await Promise.all([1, 2, 3].map(() => notify(Number(charge.provider_reference))));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const after = (await paymentsOf(t, linkId)).find((p) => p.id === charge.id)!;
    expect(after).toMatchObject({ status: 'refunded', provider_due: null });
    expect(mp.payments.get(Number(charge.provider_reference))!.refunds).toHaveLength(1);
    expect(await outboxFor(t, `payment-refunded:${charge.id}`)).toHaveLength(1);
    // The card payer keeps the seat.
    expect((await paymentsOf(t, linkId)).filter((p) => p.seat_key === 'convidado 1').map((p) => p.status)).toEqual(['refunded', 'authorized']);
  });
});
