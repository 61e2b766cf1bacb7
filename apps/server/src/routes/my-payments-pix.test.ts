import { joinResponseSchema, myPaymentsResponseSchema } from '@juntai/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInSession } from '../testing/dashboard-session.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

/** A pending PIX stays reachable by its payer only; nothing reads "paid" before money arrives. */
describe(`the payer's own payments on ${testEngine}`, () => {
  let t: TestApp;
  let productId: number;
  let ip = 0;
  const nextIp = () => `10.45.0.${++ip}`;

  async function makeGroup(names: string[]): Promise<string> {
    const res = await t.app.inject({
      method: 'POST', url: '/api/groups', remoteAddress: nextIp(),
      payload: {
        product_id: productId, number_of_quotas: names.length, creator_name: names[0], creator_email: 'organiza@example.com',
        creator_whatsapp: '(11) 98765-4321', invited_participants: names,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().link_id as string;
  }

  async function join(linkId: string, name: string, method: 'card' | 'pix') {
    const res = await t.app.inject({
      method: 'POST', url: `/api/groups/${linkId}/join`, remoteAddress: nextIp(),
      payload: { name, email: `${name.toLowerCase()}@example.com`, whatsapp: '11912345678', payment_method: method, installments: 1 },
    });
    expect(res.statusCode, res.body).toBe(201);
    return joinResponseSchema.parse(res.json());
  }

  async function mine(linkId: string, headers: Record<string, string>) {
    const res = await t.app.inject({ url: `/api/groups/${linkId}/my-payments`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return myPaymentsResponseSchema.parse(res.json()).payments;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const product = await t.database.db.selectFrom('products').select(['id']).where('status', '=', 'active')
      .where('max_group_size', '>=', 2).where('min_group_size', '<=', 2).orderBy('id').executeTakeFirstOrThrow();
    productId = product.id;
  });

  it('gives the PIX back to its payer, code and QR code, while it can be paid, and to nobody else', async () => {
    const linkId = await makeGroup(['Ana', 'Bia']);
    const joined = await join(linkId, 'Bia', 'pix');
    const [payment] = await mine(linkId, { 'x-payer-token': joined.payer_token! });
    expect(payment).toMatchObject({ name: 'Bia', method: 'pix', status: 'pix_waiting', paid_at: null });
    expect(payment!.pix).toMatchObject({ copia_e_cola: joined.payment.pix!.copia_e_cola, expires_at: joined.payment.pix!.expires_at });
    expect(payment!.pix!.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);

    const publicGroup = await t.app.inject({ url: `/api/groups/${linkId}` });
    expect(publicGroup.body).not.toContain(joined.payment.pix!.copia_e_cola);
    expect(await mine(linkId, {})).toEqual([]);
    expect(await mine(linkId, { 'x-payer-token': 'Z'.repeat(43) })).toEqual([]);
  });

  it('e-mails the payer the code, the amount, the receiver the bank will show and the deadline, saying it is not paid yet', async () => {
    const linkId = await makeGroup(['Caio', 'Duda']);
    const joined = await join(linkId, 'Duda', 'pix');
    const mails = await t.database.db.selectFrom('email_outbox').select(['to_address', 'subject', 'text_body'])
      .where('dedupe_key', '=', `pix-generated:${joined.payment.id}`).execute();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to_address).toBe('duda@example.com');
    expect(mail!.subject).toMatch(/aguardando pagamento$/);
    expect(mail!.text_body).toContain(joined.payment.pix!.copia_e_cola);
    expect(mail!.text_body).toMatch(/Valor: R\$\s[\d.]+,\d{2}/);
    expect(mail!.text_body).toMatch(/Quem recebe \(como o seu banco vai mostrar\): \S/);
    expect(mail!.text_body).toMatch(/Pague até: \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} \(horário de Brasília\)/);
    expect(mail!.text_body).toContain('ainda não foi pago');
    expect(mail!.text_body).not.toMatch(/\bpagou\b|Recebemos o pagamento/);
  });

  it('says a lapsed PIX expired, with no code left to pay', async () => {
    const linkId = await makeGroup(['Edu', 'Fabi']);
    const joined = await join(linkId, 'Fabi', 'pix');
    t.clock.set(new Date(Date.parse(joined.payment.pix!.expires_at)));
    try {
      const [payment] = await mine(linkId, { 'x-payer-token': joined.payer_token! });
      expect(payment).toMatchObject({ status: 'pix_expired', pix: null, paid_at: null });
    } finally {
      t.clock.set(new Date('2026-11-22T12:00:00-03:00'));
    }
  });

  it('shows the payments of the e-mail a Meus Grupos session proved, on another device, and refuses an ended session', async () => {
    const linkId = await makeGroup(['Gil', 'Hugo']);
    const joined = await join(linkId, 'Hugo', 'pix');
    const session = await signedInSession(t, 'hugo@example.com');
    const [payment] = await mine(linkId, { 'x-dashboard-session': session });
    expect(payment).toMatchObject({ id: joined.payment.id, status: 'pix_waiting' });
    expect(payment!.pix!.copia_e_cola).toBe(joined.payment.pix!.copia_e_cola);
    expect(await mine(linkId, { 'x-dashboard-session': await signedInSession(t, 'outra@example.com') })).toEqual([]);

    const ended = await t.app.inject({ url: `/api/groups/${linkId}/my-payments`, headers: { 'x-dashboard-session': 'S'.repeat(43) } });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().detail).toMatch(/^Seu acesso por e-mail expirou/);
  });

  it('reads a card as reserved until the group completes and captures it, then as paid', async () => {
    const linkId = await makeGroup(['Iara', 'Jonas']);
    const iara = await join(linkId, 'Iara', 'card');
    expect((await mine(linkId, { 'x-payer-token': iara.payer_token! }))[0]).toMatchObject({ status: 'reserved', pix: null });
    await join(linkId, 'Jonas', 'card');
    expect((await mine(linkId, { 'x-payer-token': iara.payer_token! }))[0]).toMatchObject({ status: 'paid' });
  });
});
