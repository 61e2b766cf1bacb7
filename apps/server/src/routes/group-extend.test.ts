import { DASHBOARD_SESSION_HEADER, extensionMessages, ORGANIZER_TOKEN_HEADER } from '@juntai/contract';
import { simpleParser } from 'mailparser';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendPendingEmails } from '../services/email/sender.ts';
import type { MailTransport } from '../services/email/transport.ts';
import { groupLink } from '../services/email/group-emails.ts';
import { signedInSession } from '../testing/dashboard-session.ts';
import { SIMULATED_AUTHORIZATION_LIFETIME_MS } from '../services/payments/simulated-provider.ts';
import { createTestGroup, getGroup, HOUR, join, joinBody, outboxFor } from '../testing/group-helpers.ts';
import { openStream } from '../testing/sse-client.ts';
import { type SmtpSink, useMailTestApp } from '../testing/mail-test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

const NAMES = ['Conceição Araújo', 'Bia', 'Caio', 'Dora'];

/** POST /api/groups/{linkId}/extend (ADR 0031), with the manual clock and a real SMTP exchange. */
describe(`extending a group's deadline on ${testEngine}`, () => {
  const mail = useMailTestApp({ env: { SSE_HEARTBEAT_MS: '100' } });
  let t: TestApp;
  let smtp: SmtpSink;
  let transport: MailTransport;

  beforeAll(() => {
    ({ t, smtp, transport } = mail);
  });
  beforeEach(() => {
    t.clock.set('2026-11-22T12:00:00-03:00');
  });

  const setSetting = (key: string, value: unknown) =>
    t.database.db.updateTable('global_settings').set({ value: JSON.stringify(value) }).where('key', '=', key).execute();
  const extend = (linkId: string, token: string | undefined, hours = 24) => t.app.inject({
    method: 'POST', url: `/api/groups/${linkId}/extend`, payload: { hours },
    headers: token ? { [ORGANIZER_TOKEN_HEADER]: token } : {},
  });
  const deadlineOf = async (linkId: string) => (await t.database.db.selectFrom('groups').select('expires_at')
    .where('link_id', '=', linkId).executeTakeFirstOrThrow()).expires_at;
  /** A group of 4 with `paid` quotas paid by card (the organizer's first). */
  async function groupWithPaid(paid: number) {
    const group = await createTestGroup(t, { quotas: 4, creatorName: NAMES[0], names: NAMES });
    for (const name of NAMES.slice(0, paid)) expect((await join(t, group.linkId, name)).statusCode).toBe(201);
    return group;
  }

  it('extends at 75 % paid: the deadline moves, the group says so, once, audited, and every payer is e-mailed', async () => {
    const { linkId, token } = await groupWithPaid(3);
    const before = await deadlineOf(linkId);
    t.clock.advance(40 * HOUR);
    const res = await extend(linkId, token, 24);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.expires_at).toBe(new Date(before.getTime() + 24 * HOUR).toISOString());
    expect(body.extended).toBe(true);
    expect(body).toEqual({ ...(await getGroup(t, linkId)), server_time: body.server_time });
    const row = await t.database.db.selectFrom('groups').select(['extended_at', 'original_expires_at']).where('link_id', '=', linkId).executeTakeFirstOrThrow();
    expect(row.original_expires_at?.toISOString()).toBe(before.toISOString());
    expect(row.extended_at?.toISOString()).toBe(t.clock.now().toISOString());

    const audit = await t.database.db.selectFrom('audit_log').selectAll().where('entity_id', '=', linkId).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_user_id: null, actor_email: 'organizador', action: 'group.deadline_extended', entity: 'group' });

    // A second time: refused, the deadline stays.
    const again = await extend(linkId, token, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Este grupo já foi prorrogado uma vez.');
    expect((await deadlineOf(linkId)).toISOString()).toBe(body.expires_at);

    // The e-mail to each of the three payers, as a mail client reads it: São Paulo's time, the link.
    expect((await outboxFor(t, 'group-extended:')).map((e) => e.to_address).sort())
      .toEqual(NAMES.slice(0, 3).map((name) => joinBody(name).email).sort());
    await sendPendingEmails(t.app.ctx, transport);
    const mails = await Promise.all(smtp.received.map((m) => simpleParser(m.raw)));
    const extended = mails.filter((m) => m.subject?.startsWith('Prazo prorrogado'));
    expect(extended).toHaveLength(3);
    const toBia = extended.find((m) => m.text?.includes('Olá, Bia!'));
    expect(toBia?.subject).toMatch(/^Prazo prorrogado: o grupo para .+ fecha em 25\/11\/2026, 12:00 \(horário de Brasília\)$/);
    expect(toBia?.text).toContain('Conceição Araújo prorrogou o prazo');
    expect(toBia?.text).toContain(groupLink(t.env, linkId));
    expect(toBia?.html || '').toContain('Conceição Araújo prorrogou o prazo');
  });

  it('refuses below the minimum percentage, and follows the operator setting', async () => {
    const { linkId, token } = await groupWithPaid(2);
    const res = await extend(linkId, token);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(extensionMessages.refusal.too_few_paid(75));
    await setSetting('rescue_min_paid_percent', 50);
    try {
      expect((await extend(linkId, token, 12)).statusCode).toBe(200);
    } finally {
      await setSetting('rescue_min_paid_percent', 75);
    }
  });

  it('refuses more hours than the maximum, and bad hours with 400', async () => {
    const { linkId, token } = await groupWithPaid(3);
    const res = await extend(linkId, token, 25);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('Escolha de 1 a 24 horas a mais.');
    expect((await extend(linkId, token, 0)).statusCode).toBe(400);
    expect((await extend(linkId, token, 73)).statusCode).toBe(400);
    const text = await t.app.inject({ method: 'POST', url: `/api/groups/${linkId}/extend`, payload: { hours: 'muitas' }, headers: { [ORGANIZER_TOKEN_HEADER]: token } });
    expect(text.statusCode).toBe(400);
  });

  it('refuses when a card authorisation would lapse before the new deadline', async () => {
    await setSetting('default_group_expiry_days', 4);
    try {
      const { linkId, token } = await groupWithPaid(3);
      // The cards were authorised now and last 5 days (less the 1 h margin); the group closes in 4 days,
      // so at most 23 hours more.
      expect(SIMULATED_AUTHORIZATION_LIFETIME_MS).toBe(5 * 24 * HOUR);
      t.clock.advance(4 * 24 * HOUR - 2 * HOUR);
      const res = await extend(linkId, token, 24);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toBe('Uma autorização de cartão venceria antes do novo prazo: não é possível prorrogar tanto.');
      expect((await extend(linkId, token, 23)).statusCode).toBe(200);
    } finally {
      await setSetting('default_group_expiry_days', 2);
    }
  });

  it("takes the organizer's signed-in Meus Grupos session instead of the token, not someone else's", async () => {
    const { linkId } = await groupWithPaid(3);
    const session = (email: string) => signedInSession(t, email);
    const viaSession = (token: string) => t.app.inject({
      method: 'POST', url: `/api/groups/${linkId}/extend`, payload: { hours: 2 }, headers: { [DASHBOARD_SESSION_HEADER]: token },
    });
    expect((await viaSession(await session('outra@example.com'))).statusCode).toBe(403);
    expect((await viaSession('x'.repeat(43))).statusCode).toBe(401);
    const res = await viaSession(await session('ana@example.com'));
    expect(res.statusCode).toBe(200);
    expect(res.json().extended).toBe(true);
  });

  it('answers 403 to anyone but the organizer, 404 to an unknown group', async () => {
    const { linkId } = await groupWithPaid(3);
    for (const token of [undefined, 'x'.repeat(43)]) {
      const res = await extend(linkId, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(extensionMessages.organizerOnly);
    }
    expect((await extend('AAAAAAAAAAAAAAAAAAAAAA', 'x'.repeat(43))).statusCode).toBe(404);
  });

  it('refuses a completed or an expired group with 409', async () => {
    const done = await groupWithPaid(4);
    const completed = await extend(done.linkId, done.token);
    expect(completed.statusCode).toBe(409);
    expect(completed.json().detail).toBe('Este grupo já está completo: todas as cotas foram pagas');
    const late = await groupWithPaid(3);
    t.clock.advance(48 * HOUR);
    const expired = await extend(late.linkId, late.token);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().detail).toBe('Este grupo expirou; os pagamentos foram devolvidos automaticamente');
  });

  it('shows the new deadline live to every viewer', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { linkId, token } = await groupWithPaid(3);
    const stream = await openStream(`${base}/api/groups/${linkId}/events`);
    const first = await stream.nextGroup();
    expect(first.extended).toBe(false);
    const res = await extend(linkId, token, 6);
    expect(res.statusCode).toBe(200);
    let view = await stream.nextGroup();
    while (!view.extended) view = await stream.nextGroup();
    expect(view.expires_at).toBe(res.json().expires_at);
    stream.close();
  });
});
