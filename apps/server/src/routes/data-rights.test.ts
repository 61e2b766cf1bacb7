import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_SESSION_HEADER } from '@juntai/contract';
import { signedInSession } from '../testing/dashboard-session.ts';
import { fakeLogger } from '../testing/fake-logger.ts';
import { activeProduct, createTestGroup, groupBody, join } from '../testing/group-helpers.ts';
import { asMerchant, operatorHeaders, signUpMerchant, type TestMerchant } from '../testing/merchant-helpers.ts';
import { readMessage, startSmtpServer } from '../testing/smtp-sink.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';
import { sendPendingEmails } from '../services/email/sender.ts';
import { createMailTransport } from '../services/email/transport.ts';
import { applyRetention } from '../services/privacy/apply-retention.ts';

const ANA = 'ana@example.com';
const BIA = 'bia@example.com';
const BIA_WHATSAPP = '(21) 99876-5432';
const FRIEND_WHATSAPP = '(31) 91234-5678';
/** How the numbers are stored (and exported): digits only. */
const BIA_DIGITS = '21998765432';
const FRIEND_DIGITS = '31912345678';
const OPERATOR = { email: 'privacidade@example.com', password: 'operadora-senha-1' };

/**
 * "Meus dados" and /super-admin/privacidade (LGPD art. 18): Ana proves her e-mail and takes a copy,
 * corrects and erases her data; Bia and the friends in the same groups keep every byte of theirs, and no
 * panel figure moves.
 */
describe(`a person's data rights on ${testEngine}`, () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let operator: Record<string, string>;
  let merchant: TestMerchant;
  let ana: Record<string, string>;
  /** Organized by Ana, completed: Ana and a friend paid. */
  let endedByAna: string;
  /** Organized by Bia, still open: Ana paid a seat. */
  let openByBia: string;
  /** Organized by Ana, still open, nobody paid yet. */
  let openByAna: string;
  /** Organized by Bia, completed, without Ana. */
  let endedByBia: string;

  async function groupBy(email: string, whatsapp: string, name: string, names: string[]) {
    const res = await t.app.inject({
      method: 'POST', url: '/api/groups', remoteAddress: '10.9.0.1',
      payload: { ...groupBody((await activeProduct(t)).id, { quotas: names.length, creatorName: name, names }), creator_email: email, creator_whatsapp: whatsapp },
    });
    expect(res.statusCode).toBe(201);
    return res.json().link_id as string;
  }

  /** Every figure the operator's and the merchant's panels show. */
  const figures = async () => Promise.all(['/api/super-admin/dashboard', '/api/admin/metrics'].map(async (url, i) => {
    const res = await t.app.inject({ url, headers: i === 0 ? operator : asMerchant(merchant) });
    expect(res.statusCode).toBe(200);
    return res.json();
  }));

  const rowsOf = async (linkId: string) => {
    const group = await t.database.db.selectFrom('groups').selectAll().where('link_id', '=', linkId).executeTakeFirstOrThrow();
    const payments = await t.database.db.selectFrom('payments').selectAll().where('group_id', '=', group.id).orderBy('id').execute();
    const invitees = await t.database.db.selectFrom('group_invitees').select(['name', 'position']).where('group_id', '=', group.id).orderBy('position').execute();
    return { group, payments, invitees };
  };

  async function deliverEmails() {
    const transport = createMailTransport({ ...t.env, SMTP_URL: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true` }, fakeLogger());
    await sendPendingEmails(t.app.ctx, transport);
    transport.close();
  }

  beforeAll(async () => {
    t = await createTestApp();
    smtp = await startSmtpServer();
    operator = await operatorHeaders(t, OPERATOR.email, OPERATOR.password);
    merchant = await signUpMerchant(t, { name: 'Loja Demo' });
    endedByAna = (await createTestGroup(t, { quotas: 2 })).linkId;
    expect((await join(t, endedByAna, 'Ana Souza', { email: ANA })).statusCode).toBe(201);
    expect((await join(t, endedByAna, 'Convidado 1', { extra: { whatsapp: FRIEND_WHATSAPP } })).statusCode).toBe(201);
    openByBia = await groupBy(BIA, BIA_WHATSAPP, 'Bia Lima', ['Bia Lima', 'Ana Souza', 'Caio Reis']);
    expect((await join(t, openByBia, 'Bia Lima', { email: BIA, extra: { whatsapp: BIA_WHATSAPP } })).statusCode).toBe(201);
    expect((await join(t, openByBia, 'Ana Souza', { email: ANA })).statusCode).toBe(201);
    openByAna = (await createTestGroup(t, { quotas: 2, names: ['Ana Souza', 'Dora Melo'] })).linkId;
    endedByBia = await groupBy(BIA, BIA_WHATSAPP, 'Bia Lima', ['Bia Lima', 'Caio Reis']);
    expect((await join(t, endedByBia, 'Bia Lima', { email: BIA, extra: { whatsapp: BIA_WHATSAPP } })).statusCode).toBe(201);
    expect((await join(t, endedByBia, 'Caio Reis', { extra: { whatsapp: FRIEND_WHATSAPP } })).statusCode).toBe(201);
    expect((await rowsOf(endedByAna)).group.status).toBe('completed');
    expect((await rowsOf(openByBia)).group.status).toBe('active');
    await deliverEmails();
    ana = { [DASHBOARD_SESSION_HEADER]: await signedInSession(t, ANA) };
  });

  afterAll(async () => {
    await smtp.close();
  });

  it('answers 401 with a Portuguese reason to a request without a proved e-mail, and a 401 to an unknown session', async () => {
    for (const [method, url] of [['GET', '/api/dashboard/my-data'], ['PUT', '/api/dashboard/my-data'], ['POST', '/api/dashboard/my-data/erasure']] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'PUT' ? { name: 'Ana' } : undefined });
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toContain('link de acesso');
      const unknown = await t.app.inject({ method, url, headers: { [DASHBOARD_SESSION_HEADER]: 'x'.repeat(43) }, payload: method === 'PUT' ? { name: 'Ana' } : undefined });
      expect(unknown.statusCode).toBe(401);
    }
  });

  it("downloads everything held under the proved e-mail, and no one else's e-mail or WhatsApp", async () => {
    const res = await t.app.inject({ url: '/api/dashboard/my-data', headers: ana });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="meus-dados-juntai-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json();
    expect(data.email).toBe(ANA);
    expect(data.groups_organized.map((g: { link_id: string }) => g.link_id).sort()).toEqual([endedByAna, openByAna].sort());
    expect(data.groups_organized.find((g: { link_id: string }) => g.link_id === endedByAna).participants).toEqual(['Ana Souza', 'Convidado 1']);
    expect(data.payments.map((p: { link_id: string }) => p.link_id).sort()).toEqual([endedByAna, openByBia].sort());
    expect(data.payments[0]).toMatchObject({ name: 'Ana Souza', method: 'card', installments: 1 });
    expect(data.payments[0].amount).toBeGreaterThan(0);
    expect(data.emails.length).toBeGreaterThan(0);
    expect(data.emails.every((e: { subject: string }) => e.subject.length > 0)).toBe(true);
    for (const other of [BIA, BIA_DIGITS, FRIEND_DIGITS, 'convidado.1@example.com', 'caio.reis@example.com']) expect(res.body).not.toContain(other);
    const audit = await t.database.db.selectFrom('audit_log').select(['actor_email', 'entity_id']).where('action', '=', 'privacy.exported').execute();
    expect(audit).toEqual([{ actor_email: 'titular (Meus dados)', entity_id: ANA }]);
    const answer = await t.database.db.selectFrom('email_outbox').select('to_address').where('subject', 'like', 'Cópia dos seus dados%').execute();
    expect(answer).toEqual([{ to_address: ANA }]);
  });

  it('corrects the name and WhatsApp on groups still active only, refusing a bad number or an empty request', async () => {
    const empty = await t.app.inject({ method: 'PUT', url: '/api/dashboard/my-data', headers: ana, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe('Informe o nome ou o WhatsApp a corrigir.');
    const bad = await t.app.inject({ method: 'PUT', url: '/api/dashboard/my-data', headers: ana, payload: { whatsapp: '123' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('WhatsApp');
    const ended = await rowsOf(endedByAna);
    const res = await t.app.inject({ method: 'PUT', url: '/api/dashboard/my-data', headers: ana, payload: { name: 'Ana Souza Lima', whatsapp: '(11) 91111-2222' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ groups_updated: 1, payments_updated: 1 });
    expect((await t.app.inject(`/api/groups/${openByAna}`)).json().creator_name).toBe('Ana Souza Lima');
    expect((await rowsOf(openByAna)).group.creator_whatsapp).toBe('11911112222');
    const inBia = await rowsOf(openByBia);
    expect(inBia.payments.map((p) => [p.email, p.whatsapp])).toEqual([[BIA, BIA_DIGITS], [ANA, '11911112222']]);
    expect(inBia.group.creator_whatsapp).toBe(BIA_DIGITS);
    expect(await rowsOf(endedByAna)).toEqual(ended);
  });

  it("erases by anonymisation where groups ended, explains what waits for the open ones, and never touches another person or a figure", async () => {
    await deliverEmails();
    const before = await figures();
    const bia = [await rowsOf(openByBia), await rowsOf(endedByBia)];
    const ended = await rowsOf(endedByAna);
    const res = await t.app.inject({ method: 'POST', url: '/api/dashboard/my-data/erasure', headers: ana });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ groups_anonymised: 1, active_groups_waiting: 2 });
    expect(res.json().message).toContain('2 grupos seus ainda estão ativos');
    expect(res.json().message).toContain('Quando cada grupo terminar, anonimizaremos seus dados automaticamente');
    const [operatorAfter, merchantAfter] = await figures();
    expect(operatorAfter).toEqual(before[0]);
    // Every money figure stays. Until her open groups end, Ana is two unlinkable customers (the alias of
    // her ended group and her address in the open ones); the next test sees the count come back.
    expect({ ...merchantAfter, new_customers: 0 }).toEqual({ ...before[1], new_customers: 0 });
    expect(merchantAfter.new_customers).toBe(before[1].new_customers + 1);

    const after = await rowsOf(endedByAna);
    expect(after.group).toMatchObject({ creator_name: 'Organizador anonimizado', creator_whatsapp: '', total_cents: ended.group.total_cents, status: 'completed' });
    expect(after.group.creator_email).toMatch(/^anonimo-\w+@anonimizado\.invalid$/);
    expect(after.invitees.map((i) => i.name)).toEqual(['Participante 1', 'Convidado 1']);
    const [anaPaid, friendPaid] = after.payments;
    expect(anaPaid).toMatchObject({ name: 'Participante 1', email: after.group.creator_email, whatsapp: '', payer_token_hash: null, client_address: null });
    for (const key of ['amount_cents', 'installments', 'method', 'status', 'provider_reference', 'paid_at', 'captured_at'] as const) {
      expect(anaPaid![key]).toEqual(ended.payments[0]![key]);
    }
    expect(friendPaid).toEqual(ended.payments[1]);
    // Bia's groups (one with Ana's money, still open) keep every row as it was.
    expect([await rowsOf(openByBia), await rowsOf(endedByBia)]).toEqual(bia);
    expect((await t.app.inject(`/api/groups/${endedByAna}`)).body).not.toContain('Ana Souza');

    // E-mails already sent to Ana lose body and address; the answer goes out by SMTP.
    const toAna = await t.database.db.selectFrom('email_outbox').select(['subject', 'text_body']).where('to_address', '=', ANA).execute();
    expect(toAna.map((e) => e.subject)).toEqual(['Seus dados foram excluídos — Juntaí']);
    expect(toAna[0]!.text_body).toContain('serão anonimizados automaticamente quando o grupo terminar');
    await deliverEmails();
    const delivered = await Promise.all(smtp.received.map(async (m) => ({ rcptTo: m.rcptTo, subject: (await readMessage(m.raw)).subject })));
    expect(delivered).toContainEqual({ rcptTo: [ANA], subject: expect.stringContaining('Seus dados foram excluídos') });
    const audit = await t.database.db.selectFrom('audit_log').select(['actor_email', 'entity_id', 'before', 'after']).execute();
    expect(JSON.stringify(audit)).not.toContain(ANA);
    expect(audit.find((a) => a.entity_id === after.group.creator_email)).toMatchObject({ actor_email: 'titular (Meus dados)' });
  });

  it('anonymises the waiting groups when they end, with the same alias, keeping the figures', async () => {
    const alias = (await rowsOf(endedByAna)).group.creator_email;
    expect((await join(t, openByBia, 'Caio Reis', { extra: { whatsapp: FRIEND_WHATSAPP } })).statusCode).toBe(201);
    const [operatorBefore, merchantBefore] = await figures();
    await applyRetention(t.app.ctx);
    const [operatorAfter, merchantAfter] = await figures();
    expect(operatorAfter).toEqual(operatorBefore);
    // Her last payment now carries the same alias as the others, so she is one customer again.
    expect({ ...merchantAfter, new_customers: 0 }).toEqual({ ...merchantBefore, new_customers: 0 });
    expect(merchantAfter.new_customers).toBe(merchantBefore.new_customers - 1);
    const inBia = await rowsOf(openByBia);
    expect(inBia.group).toMatchObject({ status: 'completed', creator_email: BIA, creator_whatsapp: BIA_DIGITS });
    expect(inBia.payments.map((p) => [p.name, p.email, p.whatsapp])).toEqual([
      ['Bia Lima', BIA, BIA_DIGITS], ['Participante 2', alias, ''], ['Caio Reis', 'caio.reis@example.com', FRIEND_DIGITS],
    ]);
    // Ana's own open group still waits for its end.
    expect((await rowsOf(openByAna)).group.creator_email).toBe(ANA);
    expect(await t.database.db.selectFrom('pending_erasures').select('alias').execute()).toEqual([{ alias }]);
  });

  it('lets the operator find a person by e-mail or WhatsApp and act on their behalf, audited with who did it', async () => {
    const none = await t.app.inject({ url: '/api/super-admin/privacy/search?q=bia@example.com' });
    expect(none.statusCode).toBe(401);
    const bad = await t.app.inject({ url: '/api/super-admin/privacy/search?q=12', headers: operator });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Informe um e-mail ou um WhatsApp com DDD para buscar.');
    const byPhone = await t.app.inject({ url: `/api/super-admin/privacy/search?q=${encodeURIComponent('+55 21 99876-5432')}`, headers: operator });
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json().people).toEqual([{ email: BIA, names: ['Bia Lima'], groups_organized: 2, payments: 2, active_groups: 0 }]);
    const byEmail = await t.app.inject({ url: '/api/super-admin/privacy/search?q=BIA@example.com', headers: operator });
    expect(byEmail.json().people.map((p: { email: string }) => p.email)).toEqual([BIA]);

    const unknown = await t.app.inject({ url: '/api/super-admin/privacy/export?email=ninguem@example.com', headers: operator });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Não encontramos dados com este e-mail.');
    const exported = await t.app.inject({ url: `/api/super-admin/privacy/export?email=${BIA}`, headers: operator });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().groups_organized).toHaveLength(2);
    expect(exported.body).not.toContain('caio.reis@example.com');
    expect(exported.body).not.toContain(FRIEND_DIGITS);

    const before = await figures();
    const caio = (await rowsOf(endedByBia)).payments[1];
    const erased = await t.app.inject({ method: 'POST', url: '/api/super-admin/privacy/erasure', headers: operator, payload: { email: BIA } });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toMatchObject({ groups_anonymised: 2, active_groups_waiting: 0 });
    expect(await figures()).toEqual(before);
    expect((await rowsOf(endedByBia)).payments[1]).toEqual(caio);
    const entries = await t.database.db.selectFrom('audit_log').select(['action', 'actor_email']).where('action', 'like', 'privacy.%')
      .where('actor_email', '=', OPERATOR.email).orderBy('id').execute();
    expect(entries.map((e) => e.action)).toEqual(['privacy.exported', 'privacy.erased']);
    const again = await t.app.inject({ url: `/api/super-admin/privacy/search?q=${BIA}`, headers: operator });
    expect(again.json().people).toEqual([]);
  });
});
