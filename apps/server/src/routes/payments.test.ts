import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';
import {
  countingProvider, type CountingProvider, createTestGroup, getGroup, join, outboxFor, paymentsOf, pixPaidEvent, signedWebhook,
} from '../testing/group-helpers.ts';

describe(`payment webhooks and the simulated PIX on ${testEngine}`, () => {
  let t: TestApp;
  let provider: CountingProvider;
  beforeAll(async () => {
    t = await createTestApp();
    provider = countingProvider(t);
  });

  /** A group with a pending PIX charge for "Convidado 1". */
  async function pendingPix(options: { quotas?: number; names?: string[] } = {}) {
    const group = await createTestGroup(t, options);
    const res = await join(t, group.linkId, options.names?.[1] ?? 'Convidado 1', { method: 'pix', email: 'bia@example.com' });
    expect(res.statusCode).toBe(201);
    const { txid } = res.json().payment.pix;
    const [payment] = await paymentsOf(t, group.linkId);
    return { ...group, txid: txid as string, payment: payment! };
  }

  describe('POST /api/payments/webhooks/{provider}', () => {
    it('refuses a bad, missing or foreign signature with 401 and changes nothing', async () => {
      const { linkId, txid, payment } = await pendingPix();
      const good = signedWebhook(t, pixPaidEvent(txid, payment.amount_cents));
      const attempts = [
        { ...good, headers: { 'content-type': 'application/json' } },
        { ...good, headers: { ...good.headers, 'x-webhook-signature': 'sha256=' + '0'.repeat(64) } },
        { ...good, headers: { ...good.headers, 'x-webhook-signature': good.headers['x-webhook-signature'].slice(7) } },
        signedWebhook(t, pixPaidEvent(txid, payment.amount_cents), 'outro-segredo-qualquer-123'),
        // A valid signature of another body does not carry over to a changed body.
        { ...good, payload: good.payload.replace('"pix.paid"', '"pix.paid" ') },
      ];
      for (const attempt of attempts) {
        const res = await t.app.inject(attempt);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ success: false, detail: 'Assinatura do webhook inválida' });
      }
      expect((await paymentsOf(t, linkId))[0]!.status).toBe('processing');
      expect((await getGroup(t, linkId)).participants[1].payment_status).toBe('processing');
      expect(await outboxFor(t, `payment-confirmed:${payment.id}`)).toHaveLength(0);
    });

    it('marks the quota paid on a good signature, and a replay changes nothing', async () => {
      const { linkId, txid, payment } = await pendingPix();
      const webhook = signedWebhook(t, pixPaidEvent(txid, payment.amount_cents));
      const res = await t.app.inject(webhook);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Pagamento confirmado' });
      const group = await getGroup(t, linkId);
      expect(group.participants[1].payment_status).toBe('paid');
      expect(group.paid_count).toBe(1);
      expect((await paymentsOf(t, linkId))[0]!.status).toBe('captured');
      expect(await outboxFor(t, `payment-confirmed:${payment.id}`)).toMatchObject([{ to_address: 'bia@example.com' }]);
      expect(await outboxFor(t, `quota-paid:${payment.id}`)).toHaveLength(1);

      for (let i = 0; i < 3; i++) {
        const replay = await t.app.inject(webhook);
        expect(replay.statusCode).toBe(200);
        expect(replay.json().message).toBe('Evento já processado');
      }
      // The same payment announced under another event id is harmless too.
      expect((await t.app.inject(signedWebhook(t, pixPaidEvent(txid, payment.amount_cents, 'evt_outro')))).statusCode).toBe(200);
      const after = await paymentsOf(t, linkId);
      expect(after).toHaveLength(1);
      expect(after[0]!.status).toBe('captured');
      expect(await outboxFor(t, `payment-confirmed:${payment.id}`)).toHaveLength(1);
      expect(provider.count('refund')).toBe(0);
    });

    it('accepts simultaneous deliveries of the same event once', async () => {
      const { linkId, txid, payment } = await pendingPix();
      const webhook = signedWebhook(t, pixPaidEvent(txid, payment.amount_cents));
      const answers = await Promise.all(Array.from({ length: 8 }, () => t.app.inject(webhook)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
      expect(answers.filter((a) => a.json().message === 'Pagamento confirmado')).toHaveLength(1);
      expect(await outboxFor(t, `quota-paid:${payment.id}`)).toHaveLength(1);
      expect((await getGroup(t, linkId)).paid_count).toBe(1);
    });

    it('completes the group when the PIX pays the last quota, capturing the cards', async () => {
      const { linkId, txid, payment } = await pendingPix({ quotas: 3 });
      await join(t, linkId, 'Ana Souza');
      await join(t, linkId, 'Convidado 2');
      const res = await t.app.inject(signedWebhook(t, pixPaidEvent(txid, payment.amount_cents)));
      expect(res.statusCode).toBe(200);
      const group = await getGroup(t, linkId);
      expect(group).toMatchObject({ status: 'completed', paid_count: 3 });
      const payments = await paymentsOf(t, linkId);
      expect(payments.map((p) => p.status)).toEqual(['captured', 'captured', 'captured']);
      expect(provider.count('capture', payments[1]!.provider_reference)).toBe(1);
      expect(provider.count('capture', payments[2]!.provider_reference)).toBe(1);
      expect(provider.count('capture', payments[0]!.provider_reference)).toBe(0); // PIX money was already in
    });

    it('refuses a paid amount that differs from the charge (400) and an unreadable event (400)', async () => {
      const { linkId, txid, payment } = await pendingPix();
      const wrong = await t.app.inject(signedWebhook(t, pixPaidEvent(txid, payment.amount_cents - 1)));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().detail).toBe('O valor pago não confere com o da cobrança PIX');
      const garbage = await t.app.inject(signedWebhook(t, '{isto não é json'));
      expect(garbage.statusCode).toBe(400);
      expect(garbage.json().detail).toBe('Evento de webhook inválido');
      expect((await paymentsOf(t, linkId))[0]!.status).toBe('processing');
    });

    it('acknowledges events it does not act on, unknown charges, and refuses an unknown provider', async () => {
      const other = await t.app.inject(signedWebhook(t, { id: 'evt_1', type: 'charge.dispute' }));
      expect(other.statusCode).toBe(200);
      expect(other.json().message).toBe('Evento ignorado');
      const unknown = await t.app.inject(signedWebhook(t, pixPaidEvent('JTDESCONHECIDO', 1000)));
      expect(unknown.statusCode).toBe(200);
      const foreign = await t.app.inject({ ...signedWebhook(t, pixPaidEvent('JT1', 1000)), url: '/api/payments/webhooks/stripe' });
      expect(foreign.statusCode).toBe(404);
    });

    it('refunds money that arrives for a charge that had already lapsed', async () => {
      const { linkId, txid, payment } = await pendingPix();
      await t.clock.ahead((t.env.PIX_CHARGE_TTL_MINUTES + 1) * 60_000, async () => {
        expect((await getGroup(t, linkId)).participants[1].payment_status).toBe('pending');
        // Someone else takes the seat's place: the lapsed charge is cancelled first.
        const again = await join(t, linkId, 'Convidado 1', { method: 'pix' });
        expect(again.statusCode).toBe(201);
        expect((await paymentsOf(t, linkId)).map((p) => p.status)).toEqual(['cancelled', 'processing']);
        expect(provider.count('cancel', payment.provider_reference)).toBe(1);

        const late = await t.app.inject(signedWebhook(t, pixPaidEvent(txid, payment.amount_cents)));
        expect(late.statusCode).toBe(200);
        expect(late.json().message).toBe('Cobrança já encerrada: valor devolvido');
        expect((await paymentsOf(t, linkId))[0]!.status).toBe('refunded');
        expect(provider.count('refund', payment.provider_reference)).toBe(1);
        const [mail] = await outboxFor(t, `payment-refunded:${payment.id}`);
        expect(mail!.text_body).toMatch(/depois que a cobrança venceu/);
        // Replayed: refunded once.
        await t.app.inject(signedWebhook(t, pixPaidEvent(txid, payment.amount_cents)));
        expect(provider.count('refund', payment.provider_reference)).toBe(1);
      });
    });
  });

  describe('POST /api/payments/simulated/pix/{txid}/pay', () => {
    it('pays the charge through the signed webhook route', async () => {
      const { linkId, txid, payment } = await pendingPix();
      const res = await t.app.inject({ method: 'POST', url: `/api/payments/simulated/pix/${txid}/pay` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: 'Pagamento PIX confirmado! Sua cota está garantida.', payment_status: 'paid' });
      expect(res.json().group.participants[1].payment_status).toBe('paid');
      expect((await paymentsOf(t, linkId))[0]!.status).toBe('captured');
      expect(await outboxFor(t, `payment-confirmed:${payment.id}`)).toHaveLength(1);
      // Pressing the button again is harmless.
      const again = await t.app.inject({ method: 'POST', url: `/api/payments/simulated/pix/${txid}/pay`, headers: { 'content-type': 'application/json' } });
      expect(again.statusCode).toBe(200);
      expect(await outboxFor(t, `payment-confirmed:${payment.id}`)).toHaveLength(1);
    });

    it('answers 404 for an unknown charge and 409 for a charge no longer payable', async () => {
      const unknown = await t.app.inject({ method: 'POST', url: '/api/payments/simulated/pix/JTNAOEXISTE/pay' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().detail).toBe('Cobrança PIX não encontrada');
      const malformed = await t.app.inject({ method: 'POST', url: '/api/payments/simulated/pix/JT-1/pay' });
      expect(malformed.statusCode).toBe(400);

      const { txid } = await pendingPix();
      await t.clock.ahead((t.env.PIX_CHARGE_TTL_MINUTES + 1) * 60_000, async () => {
        const lapsed = await t.app.inject({ method: 'POST', url: `/api/payments/simulated/pix/${txid}/pay` });
        expect(lapsed.statusCode).toBe(409);
        expect(lapsed.json().detail).toBe('Esta cobrança PIX não está mais ativa; gere um novo PIX');
      });
    });
  });
});
