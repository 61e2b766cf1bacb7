import { beforeAll, describe, expect, it } from 'vitest';
import { parsePix } from 'pix-utils';
import { type Cents, installmentAmount, parsePixPayload, planQuotas } from '@juntai/domain';
import { errorSchema, joinRequestSchema, joinResponseSchema } from '@juntai/contract';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';
import {
  countingProvider, type CountingProvider, createTestGroup, getGroup, HOUR, join, joinBody, outboxFor, paymentsOf,
} from '../testing/group-helpers.ts';
import { payThroughProvider } from '../services/groups/pay-through-provider.ts';
import { reserveSeat } from '../services/groups/reserve-seat.ts';
import { DUE_RETRY_AFTER_MS, RESERVATION_ABANDONED_AFTER_MS, reconcilePayments } from '../services/payments/reconcile-payments.ts';

describe(`POST /api/groups/{linkId}/join on ${testEngine}`, () => {
  let t: TestApp;
  let provider: CountingProvider;
  beforeAll(async () => {
    t = await createTestApp();
    provider = countingProvider(t);
  });

  async function cheapProduct(priceCents: number): Promise<number> {
    const row = await t.database.db.insertInto('products').values({
      name: `Barato ${Math.random()}`, description: 'teste', price_cents: priceCents, image: '/images/x.svg', category: 'Testes',
      type: 'demo', status: 'active', featured: false, commission_rate: 0, tags: '[]', min_group_size: 2, max_group_size: 10,
      target_audience: 'geral',
    }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  describe('card', () => {
    it('is authorised at once: 201, the quota counts as paid, e-mails queued', async () => {
      const { linkId, body } = await createTestGroup(t);
      const res = await join(t, linkId, 'Convidado 1', { email: 'bia@example.com' });
      expect(res.statusCode).toBe(201);
      const answer = res.json();
      expect(answer).toMatchObject({
        success: true, message: 'Reservado no cartão! Sua cota está garantida e o valor só é cobrado quando o grupo fechar.',
        payment: { name: 'Convidado 1', method: 'card', status: 'paid', amount: body.group.quota_value, installments: 1, installment_value: body.group.quota_value, pix: null },
      });
      expect(answer.group.participants[1]).toEqual({ name: 'Convidado 1', is_creator: false, payment_status: 'paid', card_reserved: true });
      expect(answer.group.paid_count).toBe(1);
      const [payment] = await paymentsOf(t, linkId);
      expect(payment).toMatchObject({ status: 'authorized', method: 'card', email: 'bia@example.com', whatsapp: '11912345678', provider: 'simulated' });
      expect(provider.count('authorize', payment!.provider_reference)).toBe(1);
      expect(await outboxFor(t, `payment-confirmed:${payment!.id}`)).toMatchObject([{ to_address: 'bia@example.com' }]);
      expect(await outboxFor(t, `quota-paid:${payment!.id}`)).toMatchObject([{ to_address: 'ana@example.com' }]);
    });

    it('takes 1 to 10 installments at quota × 1.025^(n−1) / n', async () => {
      const { linkId, body } = await createTestGroup(t);
      const quota = Math.round(body.group.quota_value * 100) as Cents;
      const res = await join(t, linkId, 'Convidado 2', { installments: 10 });
      expect(res.statusCode).toBe(201);
      expect(res.json().payment).toMatchObject({ installments: 10, installment_value: installmentAmount(quota, 10) / 100 });
    });

    it.each([0, 11, 2.5, '3'])('refuses %s installments with 400', async (installments) => {
      const { linkId } = await createTestGroup(t);
      const res = await t.app.inject({ method: 'POST', url: `/api/groups/${linkId}/join`, payload: { ...joinBody('Convidado 1'), installments } });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('Parcelamento inválido: escolha de 1 a 10 parcelas no cartão');
      expect(await paymentsOf(t, linkId)).toHaveLength(0);
    });

    it('refuses a plan whose installment would be under R$ 5,00 (400)', async () => {
      const productId = await cheapProduct(2000); // R$ 20 → total 21,00 → 2 quotas of 10,50
      const { linkId } = await createTestGroup(t, { productId, quotas: 2 });
      const res = await join(t, linkId, 'Convidado 1', { installments: 3 });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/^Parcelamento indisponível para esta cota: escolha de 1 a 2 parcelas/);
      expect((await join(t, linkId, 'Convidado 1', { installments: 2 })).statusCode).toBe(201);
    });

    it('records a declined card as a failed attempt (402) and lets the person try again', async () => {
      const { linkId } = await createTestGroup(t);
      const declined = await join(t, linkId, 'Convidado 1', { email: 'recusado@example.com' });
      expect(declined.statusCode).toBe(402);
      expect(declined.json()).toEqual({
        success: false, detail: 'Pagamento recusado pelo emissor do cartão. Tente outro cartão ou pague com PIX.', code: 'payment_declined',
      });
      let group = await getGroup(t, linkId);
      expect(group.participants[1].payment_status).toBe('failed');
      expect(group.payment_summary.failed_count).toBe(1);
      const retry = await join(t, linkId, 'Convidado 1');
      expect(retry.statusCode).toBe(201);
      group = await getGroup(t, linkId);
      expect(group.participants[1].payment_status).toBe('paid');
      expect(group.payment_summary.failed_count).toBe(0);
      expect((await paymentsOf(t, linkId)).map((p) => p.status)).toEqual(['failed', 'authorized']);
    });
  });

  describe('pix', () => {
    it('opens a pending charge with a valid BR Code and a QR code, expiring no later than the group', async () => {
      const { linkId, body } = await createTestGroup(t);
      const res = await join(t, linkId, 'Convidado 1', { method: 'pix', installments: 4 });
      expect(res.statusCode).toBe(201);
      const answer = res.json();
      expect(answer.message).toBe('PIX gerado! Pague com o QR Code ou o copia e cola para garantir sua cota.');
      expect(answer.payment).toMatchObject({ method: 'pix', status: 'processing', installments: 1, installment_value: body.group.quota_value });
      const pix = answer.payment.pix;
      expect(pix.txid).toMatch(/^[A-Za-z0-9]{1,25}$/);
      expect(pix.qr_code).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
      expect(Buffer.from(pix.qr_code.split(',')[1], 'base64').toString()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);

      const fields = parsePixPayload(pix.copia_e_cola); // checks structure and CRC
      expect(fields).toMatchObject({
        amount: Math.round(body.group.quota_value * 100), txid: pix.txid, pixKey: t.env.PIX_KEY,
        merchantName: t.env.PIX_MERCHANT_NAME, merchantCity: t.env.PIX_MERCHANT_CITY, currency: '986', countryCode: 'BR',
      });
      expect(fields.merchantName.length).toBeLessThanOrEqual(25);
      expect(fields.merchantCity.length).toBeLessThanOrEqual(15);
      const independent = parsePix(pix.copia_e_cola) as any; // a second, independent parser
      expect(independent.type).toBe('STATIC');
      expect(independent.transactionAmount).toBe(body.group.quota_value);
      expect(independent.txid).toBe(pix.txid);

      const chargeEnd = new Date(pix.expires_at).getTime();
      expect(chargeEnd).toBeLessThanOrEqual(new Date(answer.group.expires_at).getTime());
      expect(chargeEnd).toBe(t.clock.now().getTime() + t.env.PIX_CHARGE_TTL_MINUTES * 60_000);
      expect(answer.group.participants[1].payment_status).toBe('processing');
      expect(answer.group.paid_count).toBe(0);
    });

    it('never lets a charge outlive its group', async () => {
      const { linkId, body } = await createTestGroup(t);
      await t.clock.ahead(48 * HOUR - 10 * 60_000, async () => {
        const res = await join(t, linkId, 'Convidado 1', { method: 'pix' });
        expect(res.json().payment.pix.expires_at).toBe(body.group.expires_at);
      });
    });

    it('ignores a payment_status sent by the client: "paid" with PIX stays processing', async () => {
      const { linkId } = await createTestGroup(t);
      const res = await join(t, linkId, 'Convidado 1', { method: 'pix', extra: { payment_status: 'paid', status: 'paid', paid: true } });
      expect(res.statusCode).toBe(201);
      expect(res.json().payment.status).toBe('processing');
      expect((await paymentsOf(t, linkId))[0]!.status).toBe('processing');
      const group = await getGroup(t, linkId);
      expect(group.paid_count).toBe(0);
      expect(group.participants[1].payment_status).toBe('processing');
    });
  });

  describe('seats', () => {
    it('refuses a seat already paid by card or by PIX (409), names matched without case or spaces', async () => {
      const { linkId } = await createTestGroup(t);
      await join(t, linkId, 'Convidado 1');
      const txid = (await join(t, linkId, 'Convidado 2', { method: 'pix' })).json().payment.pix.txid;
      expect((await t.app.inject({ method: 'POST', url: `/api/payments/simulated/pix/${txid}/pay` })).statusCode).toBe(200);
      for (const [name, shown] of [[' convidado  1 ', 'Convidado 1'], ['CONVIDADO 2', 'Convidado 2']]) {
        for (const method of ['card', 'pix'] as const) {
          const res = await join(t, linkId, name!, { method });
          expect(res.statusCode).toBe(409);
          expect(res.json()).toMatchObject({ detail: `${shown} já pagou ou está pagando esta cota`, code: 'seat_taken' });
        }
      }
      expect(await paymentsOf(t, linkId)).toHaveLength(2);
    });

    it('lets a new name take a free slot (added to the list) and refuses it when none is left', async () => {
      const { linkId, token } = await createTestGroup(t);
      await t.app.inject({ method: 'DELETE', url: `/api/groups/${linkId}/participants/Convidado%202`, headers: { 'x-organizer-token': token } });
      const joined = await join(t, linkId, 'Dani Novaes');
      expect(joined.statusCode).toBe(201);
      expect(joined.json().group.invited_participants).toEqual(['Ana Souza', 'Convidado 1', 'Dani Novaes']);
      const full = await join(t, linkId, 'Edu');
      expect(full.statusCode).toBe(409);
      expect(full.json()).toMatchObject({ detail: 'Limite de 3 participantes atingido! (3/3)', code: 'group_full' });
      expect((await getGroup(t, linkId)).invited_participants).toHaveLength(3);
    });

    it('answers missing fields with the spec message and an unknown group with 404', async () => {
      const { linkId } = await createTestGroup(t);
      for (const field of ['name', 'email', 'whatsapp']) {
        const payload: Record<string, unknown> = joinBody('Convidado 1');
        delete payload[field];
        const res = await t.app.inject({ method: 'POST', url: `/api/groups/${linkId}/join`, payload });
        expect(res.statusCode).toBe(400);
        expect(res.json().detail).toBe('Preencha todos os campos obrigatórios');
      }
      const marks = await join(t, linkId, '\u0301\u0301');
      expect(marks.statusCode).toBe(400);
      expect(marks.json().detail).toBe('Preencha todos os campos obrigatórios');
      const method = await t.app.inject({ method: 'POST', url: `/api/groups/${linkId}/join`, payload: { ...joinBody('Convidado 1'), payment_method: 'boleto' } });
      expect(method.statusCode).toBe(400);
      const unknown = await join(t, 'AAAAAAAAAAAAAAAAAAAAAA', 'Convidado 1');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().detail).toBe('Grupo não encontrado');
    });

    it('refuses payments on an expired group (409)', async () => {
      const { linkId } = await createTestGroup(t);
      await t.clock.ahead(48 * HOUR, async () => {
        const res = await join(t, linkId, 'Convidado 1');
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ detail: 'Este grupo expirou; os pagamentos foram devolvidos automaticamente', code: 'group_not_active' });
        expect(await paymentsOf(t, linkId)).toHaveLength(0);
        // The refused join still leaves the expiry recorded (its own transaction), not only computed on read.
        const row = await t.database.db.selectFrom('groups').select('status').where('link_id', '=', linkId).executeTakeFirstOrThrow();
        expect(row.status).toBe('expired');
      });
    });
  });

  describe('completion', () => {
    it('completes the group in the transaction of the last payment and captures every authorised card', async () => {
      const { linkId } = await createTestGroup(t);
      await join(t, linkId, 'Ana Souza');
      await join(t, linkId, 'Convidado 1', { installments: 3 });
      const last = await join(t, linkId, 'Convidado 2');
      expect(last.statusCode).toBe(201);
      expect(last.json().message).toBe('Pagamento aprovado! Sua cota está garantida e o grupo está completo.');
      expect(last.json().group).toMatchObject({ status: 'completed', paid_count: 3 });
      const payments = await paymentsOf(t, linkId);
      expect(payments.map((p) => p.status)).toEqual(['captured', 'captured', 'captured']);
      for (const p of payments) expect(provider.count('capture', p.provider_reference)).toBe(1);
      // The quotas add up to exactly the total.
      const group = await t.database.db.selectFrom('groups').selectAll().where('link_id', '=', linkId).executeTakeFirstOrThrow();
      expect(payments.reduce((sum, p) => sum + p.amount_cents, 0)).toBe(group.total_cents);
      expect(group.closed_at?.getTime()).toBe(t.clock.now().getTime());
      expect(await outboxFor(t, `group-completed:${linkId}`)).toHaveLength(1);

      const after = await join(t, linkId, 'Convidado 2');
      expect(after.statusCode).toBe(409);
      expect(after.json().detail).toBe('Este grupo já está completo: todas as cotas foram pagas');
    });

    it('gives the leftover centavos to the first payers so the quotas add up to the total', async () => {
      const productId = await cheapProduct(10_001); // total 10 501 → 3 501 + 3 500 + 3 500
      const { linkId, body } = await createTestGroup(t, { productId });
      expect(body.group.quota_value).toBe(35.01);
      const amounts = [];
      for (const name of ['Convidado 2', 'Ana Souza', 'Convidado 1']) amounts.push((await join(t, linkId, name)).json().payment.amount);
      expect(amounts).toEqual([35.01, 35, 35]);
      expect(planQuotas(10_001 as Cents, 3).total).toBe(10_501);
    });
  });

  describe('Idempotency-Key', () => {
    it('answers a retry with the first answer (same status and body) and charges once', async () => {
      const { linkId } = await createTestGroup(t);
      const first = await join(t, linkId, 'Convidado 1', { idempotencyKey: 'tentativa-123' });
      const again = await join(t, linkId, 'Convidado 1', { idempotencyKey: 'tentativa-123' });
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(again.headers['idempotent-replayed']).toBe('true');
      const payments = await paymentsOf(t, linkId);
      expect(payments).toHaveLength(1);
      expect(provider.count('authorize', payments[0]!.provider_reference)).toBe(1);
    });

    it('replays a PIX answer with the same charge', async () => {
      const { linkId } = await createTestGroup(t);
      const [a, b] = await Promise.all([
        join(t, linkId, 'Convidado 1', { method: 'pix', idempotencyKey: 'pix-1' }),
        join(t, linkId, 'Convidado 1', { method: 'pix', idempotencyKey: 'pix-1' }),
      ]);
      expect([a!.statusCode, b!.statusCode]).toEqual([201, 201]);
      expect(b!.json()).toEqual(a!.json());
      expect(b!.json().payment.pix.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(await paymentsOf(t, linkId)).toHaveLength(1);
    });

    it('refuses the same key with a different body (422), charging nothing', async () => {
      const { linkId } = await createTestGroup(t);
      await join(t, linkId, 'Convidado 1', { idempotencyKey: 'chave-x' });
      const other = await join(t, linkId, 'Convidado 2', { idempotencyKey: 'chave-x' });
      expect(other.statusCode).toBe(422);
      expect(other.json()).toMatchObject({ success: false, code: 'idempotency_mismatch' });
      expect(other.json().detail).toMatch(/Idempotency-Key/);
      expect(await paymentsOf(t, linkId)).toHaveLength(1);
    });

    it('keeps keys per group, replays a declined card too, and refuses a malformed key', async () => {
      const a = await createTestGroup(t);
      const b = await createTestGroup(t);
      expect((await join(t, a.linkId, 'Convidado 1', { idempotencyKey: 'mesma' })).statusCode).toBe(201);
      expect((await join(t, b.linkId, 'Convidado 1', { idempotencyKey: 'mesma' })).statusCode).toBe(201);

      const declined = await join(t, a.linkId, 'Convidado 2', { idempotencyKey: 'recusa', email: 'recusado@example.com' });
      const replay = await join(t, a.linkId, 'Convidado 2', { idempotencyKey: 'recusa', email: 'recusado@example.com' });
      expect([declined.statusCode, replay.statusCode]).toEqual([402, 402]);
      expect(replay.json()).toEqual(declined.json());
      expect((await paymentsOf(t, a.linkId)).filter((p) => p.status === 'failed')).toHaveLength(1);

      const bad = await t.app.inject({
        method: 'POST', url: `/api/groups/${a.linkId}/join`, payload: joinBody('Convidado 2'), headers: { 'idempotency-key': 'x'.repeat(256) },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().detail).toMatch(/Idempotency-Key inválido/);
    });

    it('still replays the first answer after the group completed', async () => {
      const { linkId } = await createTestGroup(t, { quotas: 2, names: ['Ana Souza', 'Bia'] });
      const first = await join(t, linkId, 'Ana Souza', { idempotencyKey: 'k1' });
      await join(t, linkId, 'Bia');
      const replay = await join(t, linkId, 'Ana Souza', { idempotencyKey: 'k1' });
      expect(replay.statusCode).toBe(201);
      expect(replay.json()).toEqual(first.json());
    });

    // An instance that dies between the provider call and the commit leaves no answer to replay: the
    // retry must ask the provider the same thing, not authorise the card again (crash-safety test).
    it('resumes the reservation of an attempt cut off after the provider call: one payment, one reference', async () => {
      const { linkId } = await createTestGroup(t, { quotas: 2, names: ['Ana Souza', 'Bia'] });
      await join(t, linkId, 'Ana Souza');
      // The first attempt reserves Bia's seat and her card is authorised; then its instance dies.
      const seat = await abandonedAttempt(linkId, 'Bia', 'bia-1');
      const retry = await join(t, linkId, 'Bia', { idempotencyKey: 'bia-1' });
      expect(retry.statusCode).toBe(201);
      const bias = (await paymentsOf(t, linkId)).filter((p) => p.name === 'Bia');
      expect(bias).toHaveLength(1);
      expect(bias[0]!.reference).toBe(seat.reference);
      // Both calls carried the same reference, which the provider acts on once.
      expect(provider.count('authorize', seat.reference)).toBe(2);
      expect((await getGroup(t, linkId)).status).toBe('completed');
    });

    it('releases a reservation nobody resumed, voids what the provider holds once, and gives the key a new reference', async () => {
      const { linkId } = await createTestGroup(t, { quotas: 2, names: ['Ana Souza', 'Bia'] });
      const seat = await abandonedAttempt(linkId, 'Bia', 'bia-abandonada');
      // Held meanwhile: nobody else takes the seat while the provider may be charging it.
      expect((await join(t, linkId, 'Bia', { email: 'outra.bia@example.com' })).statusCode).toBe(409);
      t.clock.advance(RESERVATION_ABANDONED_AFTER_MS + 1_000);
      try {
        expect((await reconcilePayments(t.app.ctx)).released).toBeGreaterThanOrEqual(1);
        await reconcilePayments(t.app.ctx);
        expect(provider.count('void', seat.reference)).toBe(1);
        expect((await paymentsOf(t, linkId)).find((p) => p.id === seat.id)).toMatchObject({ status: 'failed', provider_due: null });
        // The key's retry is a new attempt: a released authorisation is never replayed into a paid quota.
        const retry = await join(t, linkId, 'Bia', { idempotencyKey: 'bia-abandonada' });
        expect(retry.statusCode).toBe(201);
        const paid = (await paymentsOf(t, linkId)).find((p) => p.name === 'Bia' && p.status === 'authorized')!;
        expect(paid.reference).toBe(`${seat.reference}.1`);
      } finally {
        t.clock.advance(-RESERVATION_ABANDONED_AFTER_MS - 1_000);
      }
    });
  });

  /** A join's reservation and provider call, without its confirmation: what an instance that died leaves. */
  async function abandonedAttempt(linkId: string, name: string, key: string) {
    const reservation = await reserveSeat(t.app.ctx, linkId, joinRequestSchema.parse(joinBody(name)), { key, requestHash: 'corte' });
    if (reservation.kind !== 'reserved') throw new Error('esperava uma reserva');
    await payThroughProvider(t.app.ctx, reservation.group, reservation.seat, undefined);
    return reservation.seat;
  }

  it('answers with the group exactly as a read right after the join shows it, whatever the join changed', async () => {
    // The answer is made from the rows the join holds, or read back when it changed more (ADR 0034).
    const { linkId, token } = await createTestGroup(t, { quotas: 5, names: ['Ana Souza', 'Bia', 'Caio', 'Dani', 'Edu'] });
    for (const name of ['Dani', 'Edu']) {
      await t.app.inject({ method: 'DELETE', url: `/api/groups/${linkId}/participants/${name}`, headers: { 'x-organizer-token': token } });
    }
    const withoutClock = ({ server_time: _, ...group }: Record<string, unknown>) => group;
    const expectAnswerAsRead = async (res: Awaited<ReturnType<typeof join>>, status = 201) => {
      expect(res.statusCode).toBe(status);
      const answered = res.json().group;
      expect(withoutClock(answered)).toEqual(withoutClock(await getGroup(t, linkId)));
      return answered;
    };
    await expectAnswerAsRead(await join(t, linkId, 'Ana Souza', { idempotencyKey: 'igual-1' }));
    expect((await join(t, linkId, 'Bia', { email: 'recusado@example.com' })).statusCode).toBe(402);
    expect((await expectAnswerAsRead(await join(t, linkId, 'Bia'))).participants[1].payment_status).toBe('paid');
    const added = await expectAnswerAsRead(await join(t, linkId, 'Duda Nova')); // a free slot: added to the list
    expect(added.invited_participants).toEqual(['Ana Souza', 'Bia', 'Caio', 'Duda Nova']);
    await expectAnswerAsRead(await join(t, linkId, 'Caio', { method: 'pix' }));

    // Caio's charge lapses: the next join releases it (a write besides its own) and takes the fifth quota.
    await t.clock.ahead((t.env.PIX_CHARGE_TTL_MINUTES + 1) * 60_000, async () => {
      const released = await expectAnswerAsRead(await join(t, linkId, 'Eva', { method: 'pix', idempotencyKey: 'igual-2' }));
      expect(released.participants.map((p: { payment_status: string }) => p.payment_status))
        .toEqual(['paid', 'paid', 'pending', 'paid', 'processing']);
      await join(t, linkId, 'Eva', { method: 'pix', idempotencyKey: 'igual-2' }); // a replay changes nothing
      expect((await paymentsOf(t, linkId)).filter((p) => p.name === 'Eva')).toHaveLength(1);
    });
  });

  it('answers every kind of join exactly in its documented shape (sent as built, not through the schema)', async () => {
    const { linkId } = await createTestGroup(t, { quotas: 3, names: ['Ana Souza', 'Bia', 'Caio'] });
    const answers = [
      await join(t, linkId, 'Ana Souza', { idempotencyKey: 'forma-1' }),
      await join(t, linkId, 'Ana Souza', { idempotencyKey: 'forma-1' }), // the replay, from the stored answer
      await join(t, linkId, 'Bia', { method: 'pix' }),
      await join(t, linkId, 'Caio', { email: 'recusado@example.com' }),
      await join(t, linkId, 'Caio', { installments: 3 }), // the last quota: the group read back, completed
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 402, 201]);
    expect(answers[1]?.body).toBe(answers[0]?.body); // the replay, byte for byte
    for (const answer of answers) {
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = answer.json();
      // Parsing drops what the schema does not know and fails on what it lacks: nothing may change.
      expect((answer.statusCode === 201 ? joinResponseSchema : errorSchema).parse(body)).toEqual(body);
    }
  });

  it('answers the last quota with the completed group, as a read shows it', async () => {
    const { linkId } = await createTestGroup(t, { quotas: 2, names: ['Ana Souza', 'Bia'] });
    await join(t, linkId, 'Ana Souza');
    const res = await join(t, linkId, 'Bia', { idempotencyKey: 'ultima-cota' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Pagamento aprovado! Sua cota está garantida e o grupo está completo.');
    const { server_time: _, ...answered } = res.json().group;
    const { server_time: __, ...read } = await getGroup(t, linkId);
    expect(answered).toEqual(read);
    expect(read).toMatchObject({ status: 'completed', paid_count: 2 });
    expect((await join(t, linkId, 'Bia', { idempotencyKey: 'ultima-cota' })).json()).toEqual(res.json());
  });

  it('answers 502 when the provider is unreachable, gives the seat back and withdraws what it may have opened', async () => {
    const { linkId } = await createTestGroup(t);
    provider.failNext = 'pix';
    const res = await join(t, linkId, 'Convidado 1', { method: 'pix' });
    expect(res.statusCode).toBe(502);
    expect(res.json().detail).toBe('Não foi possível falar com o provedor de pagamento. Tente novamente em instantes.');
    const [released] = await paymentsOf(t, linkId);
    expect(released).toMatchObject({ status: 'failed', provider_due: null });
    expect(provider.count('cancel', released!.reference)).toBe(1);
    expect((await join(t, linkId, 'Convidado 1', { method: 'pix' })).statusCode).toBe(201);
  });

  it('completes the group even when a capture fails, and the reconciliation job captures each card once', async () => {
    const { linkId } = await createTestGroup(t, { quotas: 2, names: ['Ana Souza', 'Bia'] });
    await join(t, linkId, 'Ana Souza');
    provider.failNext = 'capture';
    const res = await join(t, linkId, 'Bia');
    expect(res.statusCode).toBe(201);
    expect((await getGroup(t, linkId)).status).toBe('completed');
    const payments = await paymentsOf(t, linkId);
    expect(payments.map((p) => p.status)).toEqual(['captured', 'captured']);
    expect(payments.filter((p) => p.provider_due === 'capture')).toHaveLength(1);
    t.clock.advance(DUE_RETRY_AFTER_MS + 1_000);
    try {
      await reconcilePayments(t.app.ctx);
      await reconcilePayments(t.app.ctx);
    } finally {
      t.clock.advance(-DUE_RETRY_AFTER_MS - 1_000);
    }
    for (const payment of payments) expect(provider.count('capture', payment.provider_reference)).toBe(1);
    expect((await paymentsOf(t, linkId)).every((p) => p.provider_due === null)).toBe(true);
  });
});
