import { simpleParser } from 'mailparser';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appJobs } from '../../jobs/index.ts';
import { createJobRunner, type JobRunner } from '../../jobs/runner.ts';
import { fakeLogger } from '../../testing/fake-logger.ts';
import { type SmtpSink, useMailTestApp } from '../../testing/mail-test-app.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngine } from '../../testing/test-database.ts';
import { createTestGroup, HOUR, join } from '../../testing/group-helpers.ts';
import { groupLink } from '../email/group-emails.ts';
import { LAPSED, sendPendingEmails } from '../email/sender.ts';
import type { MailTransport } from '../email/transport.ts';
import { remindGroup, sendDueReminders } from './remind-groups.ts';

const MINUTE = 60_000;
const ORGANIZER = 'Conceição Araújo';

/**
 * The reminders before a group's deadline (ADR 0028), with the manual clock: each at its moment, once,
 * whatever the number of instances or restarts; none to a completed or expired group, none late; and
 * the e-mails as a mail client reads them, over a real SMTP exchange.
 */
describe(`reminders before the deadline on ${testEngine}`, () => {
  const mail = useMailTestApp();
  let t: TestApp;
  let smtp: SmtpSink;
  let transport: MailTransport;
  const env = () => mail.env;
  const runnerOf = (instance: TestApp): JobRunner => createJobRunner(instance.app.ctx, appJobs(instance.app.ctx.database.engine, transport, fakeLogger()), fakeLogger());

  beforeAll(() => {
    ({ t, smtp, transport } = mail);
  });
  beforeEach(async () => {
    // Each test starts on its own groups and an empty outbox (emptied by useMailTestApp), at the same hour.
    await t.database.db.deleteFrom('groups').execute();
    t.clock.set('2026-11-22T12:00:00-03:00');
  });

  async function deadlineOf(linkId: string): Promise<Date> {
    const row = await t.database.db.selectFrom('groups').select('expires_at').where('link_id', '=', linkId).executeTakeFirstOrThrow();
    return row.expires_at;
  }
  const before = (deadline: Date, ms: number) => new Date(deadline.getTime() - ms);
  const reminders = async (linkId: string) => (await t.database.db.selectFrom('email_outbox').select(['dedupe_key', 'to_address', 'status', 'last_error'])
    .where((eb) => eb.or([eb('dedupe_key', 'like', `group-reminder:%:${linkId}`), eb('dedupe_key', 'like', `quota-reminder:%:${linkId}:%`)]))
    .orderBy('id').execute());
  const keys = async (linkId: string) => (await reminders(linkId)).map((r) => r.dedupe_key);
  const decided = async (linkId: string) => t.database.db.selectFrom('group_reminders').innerJoin('groups', 'groups.id', 'group_reminders.group_id')
    .select(['moment', 'outcome']).where('groups.link_id', '=', linkId).orderBy('moment').execute();

  /** The e-mails of the group's making (created, paid, confirmed) out of the way: only reminders are looked at. */
  const forgetEarlierEmails = async () => { await t.database.db.deleteFrom('email_outbox').execute(); };

  /** A 4-quota group: João paid by card, Bia's PIX lapsed (she left her e-mail), the organizer and Zé not paid. */
  async function groupShortOfTwo() {
    const group = await createTestGroup(t, { quotas: 4, creatorName: ORGANIZER, names: [ORGANIZER, 'João Gonçalves', 'Bia', 'Zé'] });
    expect((await join(t, group.linkId, 'João Gonçalves')).statusCode).toBe(201);
    expect((await join(t, group.linkId, 'Bia', { method: 'pix', email: 'bia@example.com' })).statusCode).toBe(201);
    t.clock.advance(31 * MINUTE); // Bia's PIX charge lapses unpaid (30 minutes)
    await forgetEarlierEmails();
    return group;
  }

  it('sends the 24 h and the 2 h reminder once each, at their moments, over two instances and a restart in between', async () => {
    const { linkId } = await groupShortOfTwo();
    const deadline = await deadlineOf(linkId);
    let second = await createTestApp({ database: t.database, clock: t.clock, env: env() });
    const [a, b] = [runnerOf(t), runnerOf(second)];

    t.clock.set(before(deadline, 24 * HOUR + 1));
    await Promise.all([a.runNow('group-reminders'), b.runNow('group-reminders')]);
    expect(await keys(linkId)).toEqual([]);

    // The moment: both instances at once, through their runners and straight past the job lock.
    t.clock.set(before(deadline, 24 * HOUR));
    const runs = await Promise.all([a.runNow('group-reminders'), b.runNow('group-reminders'), sendDueReminders(t.app.ctx), sendDueReminders(second.app.ctx)]);
    expect(runs.slice(0, 2).every((outcome) => outcome === 'ran' || outcome === 'skipped')).toBe(true);
    expect(await keys(linkId)).toEqual([`group-reminder:24h:${linkId}`, `quota-reminder:24h:${linkId}:bia@example.com`]);
    expect(await a.runNow('email-outbox')).toBe('ran');
    expect(smtp.received.map((m) => m.rcptTo)).toEqual([['ana@example.com'], ['bia@example.com']]);

    // A restart: the second instance goes away and comes back on the same database, later in the window.
    await b.stop();
    await second.app.close();
    second = await createTestApp({ database: t.database, clock: t.clock, env: env() });
    const restarted = runnerOf(second);
    t.clock.advance(10 * MINUTE);
    expect(await restarted.runNow('group-reminders')).toBe('ran');
    expect(await sendDueReminders(second.app.ctx)).toBe(0);
    expect(await keys(linkId)).toHaveLength(2);

    // Between the windows nothing; at 2 h the second reminder, once, not the first again.
    t.clock.set(before(deadline, 6 * HOUR));
    expect(await sendDueReminders(t.app.ctx)).toBe(0);
    t.clock.set(before(deadline, 2 * HOUR));
    const counts = await Promise.all([sendDueReminders(t.app.ctx), sendDueReminders(second.app.ctx), restarted.runNow('group-reminders')]);
    expect(counts[0] + counts[1]).toBeLessThanOrEqual(1);
    t.clock.advance(MINUTE);
    expect(await sendDueReminders(t.app.ctx)).toBe(0);
    expect(await keys(linkId)).toEqual([
      `group-reminder:24h:${linkId}`, `quota-reminder:24h:${linkId}:bia@example.com`,
      `group-reminder:2h:${linkId}`, `quota-reminder:2h:${linkId}:bia@example.com`,
    ]);
    expect(await decided(linkId)).toEqual([{ moment: '24h', outcome: 'sent' }, { moment: '2h', outcome: 'sent' }]);
    expect(await restarted.runNow('email-outbox')).toBe('ran');
    expect(smtp.received).toHaveLength(4);
    const product = (await t.database.db.selectFrom('groups').select('product_name').where('link_id', '=', linkId).executeTakeFirstOrThrow()).product_name;
    const subjects = await Promise.all(smtp.received.map(async (m) => (await simpleParser(m.raw)).subject));
    expect(subjects).toEqual([
      `Faltam 3 cotas: o grupo para ${product} fecha em menos de 24 horas`, `Sua cota de ${product} ainda não está paga`,
      `Faltam 3 cotas: o grupo para ${product} fecha em menos de 2 horas`, `Sua cota de ${product} ainda não está paga`,
    ]);

    // Past the last window and past the deadline: nothing more.
    for (const at of [before(deadline, HOUR), before(deadline, 1), deadline, new Date(deadline.getTime() + HOUR)]) {
      t.clock.set(at);
      expect(await sendDueReminders(t.app.ctx)).toBe(0);
    }
    expect(await keys(linkId)).toHaveLength(4);
    await Promise.all([a.stop(), restarted.stop()]);
  });

  it('never reminds a completed group, nor after it completes', async () => {
    const full = await createTestGroup(t, { quotas: 2, creatorName: ORGANIZER, names: [ORGANIZER, 'Bia'] });
    const later = await createTestGroup(t, { quotas: 2, creatorName: ORGANIZER, names: [ORGANIZER, 'Bia'] });
    for (const name of [ORGANIZER, 'Bia']) expect((await join(t, full.linkId, name)).statusCode).toBe(201);
    const deadline = await deadlineOf(later.linkId);

    t.clock.set(before(deadline, 24 * HOUR));
    expect(await sendDueReminders(t.app.ctx)).toBe(1);
    expect(await keys(full.linkId)).toEqual([]);
    expect(await keys(later.linkId)).toEqual([`group-reminder:24h:${later.linkId}`]);

    for (const name of [ORGANIZER, 'Bia']) expect((await join(t, later.linkId, name)).statusCode).toBe(201);
    t.clock.set(before(deadline, 2 * HOUR));
    expect(await sendDueReminders(t.app.ctx)).toBe(0);
    expect(await keys(later.linkId)).toEqual([`group-reminder:24h:${later.linkId}`]);
    expect(await decided(full.linkId)).toEqual([]);
  });

  it('sends nothing late: not after a window closed while the server was down, not to an expired group, and drops an e-mail not delivered in time', async () => {
    const { linkId } = await groupShortOfTwo();
    const deadline = await deadlineOf(linkId);

    // Down from before 24 h to 12 h before: the 24 h reminder is not sent at all.
    t.clock.set(before(deadline, 12 * HOUR));
    expect(await sendDueReminders(t.app.ctx)).toBe(0);
    // The 2 h one is queued at its moment, then the server goes down before the outbox sends it, until the window closed.
    t.clock.set(before(deadline, 2 * HOUR));
    expect(await sendDueReminders(t.app.ctx)).toBe(1);
    t.clock.set(before(deadline, HOUR));
    expect(await sendPendingEmails(t.app.ctx, transport)).toEqual({ sent: 0, retrying: 0, failed: 2 });
    expect(smtp.received).toEqual([]);
    expect(await reminders(linkId)).toEqual([
      { dedupe_key: `group-reminder:2h:${linkId}`, to_address: 'ana@example.com', status: 'failed', last_error: LAPSED },
      { dedupe_key: `quota-reminder:2h:${linkId}:bia@example.com`, to_address: 'bia@example.com', status: 'failed', last_error: LAPSED },
    ]);

    // A group whose deadline passed (still written active): nothing, whatever the moment asked.
    const other = await createTestGroup(t, { quotas: 3 });
    const otherDeadline = await deadlineOf(other.linkId);
    t.clock.set(new Date(otherDeadline.getTime() + MINUTE));
    expect(await sendDueReminders(t.app.ctx)).toBe(0);
    const id = (await t.database.db.selectFrom('groups').select('id').where('link_id', '=', other.linkId).executeTakeFirstOrThrow()).id;
    expect(await remindGroup(t.app.ctx, id, '2h')).toBe(false);
    expect(await keys(other.linkId)).toEqual([]);
  });

  it('gives a one-day group no 24 h reminder (it would follow the creation e-mail), recorded once, and its 2 h one', async () => {
    const { linkId } = await createTestGroup(t, { quotas: 3 });
    const created = t.clock.now();
    const deadline = new Date(created.getTime() + 24 * HOUR);
    await t.database.db.updateTable('groups').set({ expires_at: deadline }).where('link_id', '=', linkId).execute();

    t.clock.advance(MINUTE);
    expect(await sendDueReminders(t.app.ctx)).toBe(0);
    expect(await sendDueReminders(t.app.ctx)).toBe(0);
    expect(await decided(linkId)).toEqual([{ moment: '24h', outcome: 'skipped' }]);
    t.clock.set(before(deadline, 2 * HOUR));
    expect(await sendDueReminders(t.app.ctx)).toBe(1);
    expect(await keys(linkId)).toEqual([`group-reminder:2h:${linkId}`]);
  });

  it('nudges only who left an e-mail on a quota still unpaid: not the organizer, not a payer, not a PIX being paid', async () => {
    const group = await createTestGroup(t, { quotas: 6, creatorName: ORGANIZER, names: [ORGANIZER, 'Paga', 'Recusada', 'Pix Aberto', 'Pix Vencido', 'Sem Nome'] });
    const remove = await t.app.inject({ method: 'DELETE', url: `/api/groups/${group.linkId}/participants/Sem Nome`, headers: { 'x-organizer-token': group.token } });
    expect(remove.statusCode).toBe(200);
    expect((await join(t, group.linkId, 'Paga', { email: 'paga@example.com' })).statusCode).toBe(201);
    expect((await join(t, group.linkId, 'Recusada', { email: 'recusado@example.com' })).statusCode).toBe(402);
    // PIX charges left unpaid: the organizer's own, and one the payer opened for a friend, who then opened hers.
    expect((await join(t, group.linkId, ORGANIZER, { method: 'pix', email: 'ana@example.com' })).statusCode).toBe(201);
    expect((await join(t, group.linkId, 'Pix Vencido', { method: 'pix', email: 'PAGA@example.com' })).statusCode).toBe(201);
    t.clock.advance(31 * MINUTE);
    expect((await join(t, group.linkId, 'Pix Vencido', { method: 'pix', email: 'vencido@example.com' })).statusCode).toBe(201);
    t.clock.advance(31 * MINUTE);
    const deadline = await deadlineOf(group.linkId);
    t.clock.set(before(deadline, 2 * HOUR + 10 * MINUTE));
    expect((await join(t, group.linkId, 'Pix Aberto', { method: 'pix', email: 'aberto@example.com' })).statusCode).toBe(201);

    t.clock.set(before(deadline, 2 * HOUR));
    expect(await sendDueReminders(t.app.ctx)).toBe(1);
    const queued = await reminders(group.linkId);
    expect(queued.map((r) => r.to_address)).toEqual(['ana@example.com', 'recusado@example.com', 'vencido@example.com']);
    const organizer = await t.database.db.selectFrom('email_outbox').select(['subject', 'text_body']).where('dedupe_key', '=', `group-reminder:2h:${group.linkId}`).executeTakeFirstOrThrow();
    expect(organizer.subject).toMatch(/^Faltam 5 cotas: /);
    expect(organizer.text_body).toContain('Cotas pagas: 1 de 6.');
    expect(organizer.text_body).toContain([
      'Ainda sem pagamento:',
      `• ${ORGANIZER} (você)`,
      '• Recusada — pagamento recusado',
      '• Pix Aberto — PIX gerado, ainda não pago',
      '• Pix Vencido',
      '• 1 vaga sem nome na lista',
    ].join('\n'));
    // More than two quotas missing: the smart text, not the "last slots" one.
    expect(organizer.text_body).toContain('Mensagem pronta para o WhatsApp:');
    expect(organizer.text_body).not.toContain('Últimas cotas');
  });

  it('writes the organizer\'s reminder as a mail client reads it: who and how much is missing, São Paulo time, WhatsApp texts with the link', async () => {
    const { linkId } = await groupShortOfTwo();
    const deadline = await deadlineOf(linkId);
    const link = groupLink(t.env, linkId);
    const group = await t.database.db.selectFrom('groups').selectAll().where('link_id', '=', linkId).executeTakeFirstOrThrow();

    // 2 h before, with João's and Zé's quotas paid: two left, so the "last slots" text.
    expect((await join(t, linkId, 'Zé')).statusCode).toBe(201);
    await forgetEarlierEmails();
    t.clock.set(before(deadline, 2 * HOUR));
    expect(await sendDueReminders(t.app.ctx)).toBe(1);
    await sendPendingEmails(t.app.ctx, transport);
    const [organizer, nudge] = await Promise.all(smtp.received.map((m) => simpleParser(m.raw)));
    const text = organizer!.text ?? '';
    const html = organizer!.html || '';

    expect(organizer!.subject).toBe(`Faltam 2 cotas: o grupo para ${group.product_name} fecha em menos de 2 horas`);
    // São Paulo time: the deadline is 12:00 in São Paulo two days after 12:00 (15:00 UTC).
    expect(deadline.toISOString()).toBe('2026-11-24T15:00:00.000Z');
    const sentence = `O grupo para ${group.product_name} fecha em 24/11/2026, 12:00 (horário de Brasília), daqui a menos de 2 horas.`;
    expect(text).toContain(sentence);
    expect(html).toContain(sentence);
    const paidCents = (await t.database.db.selectFrom('payments').select('amount_cents').where('group_id', '=', group.id).where('status', 'in', ['authorized', 'captured']).execute())
      .reduce((sum, p) => sum + p.amount_cents, 0);
    const missing = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format((group.total_cents - paidCents) / 100);
    expect(text).toContain(`Cotas pagas: 2 de 4. Faltam ${missing} para completar.`);
    expect(text).toContain(`Ainda sem pagamento:\n• ${ORGANIZER} (você)\n• Bia`);
    expect(html).toContain(`• ${ORGANIZER} (você)`);
    expect(text).toContain('Acompanhe o grupo:');
    expect(text.split('\n')).toContain(link);
    expect(html.split(`href="${link}"`).length - 1).toBe(2);

    // Two WhatsApp click-to-chat links, no number: the "last slots" text, then the casual one, each with the link.
    const whatsapp = [...html.matchAll(/href="(https:\/\/wa\.me\/\?text=[^"]+)"/g)].map((m) => decodeURIComponent(m[1]!.replaceAll('&amp;', '&').slice('https://wa.me/?text='.length)));
    expect(whatsapp).toHaveLength(2);
    expect(whatsapp[0]).toMatch(/^🚨 \*Últimas cotas!\* Só faltam 2 cotas no grupo de \*/);
    expect(whatsapp[0]).toContain('⏰ O grupo fica aberto até 24/11/2026, 12:00.');
    expect(whatsapp[1]).toMatch(/^Oi! 😄 Conceição Araújo está juntando a galera/);
    for (const message of whatsapp) expect(message).toContain(link);
    expect(text).toContain('Mensagem de últimas cotas, pronta para o WhatsApp:\n> 🚨 *Últimas cotas!*');
    expect(text.split('\n').filter((line) => line.startsWith('https://wa.me/?text='))).toHaveLength(2);
    // In HTML each text is shown as it will read (read back from the stored content), above its button.
    expect(html).toContain('Só faltam 2 cotas no grupo de *');
    expect(html).toContain('Enviar pelo WhatsApp');
    expect(html).not.toContain('<img');

    // Bia's nudge: short, her name, the deadline, the link.
    expect(nudge!.subject).toBe(`Sua cota de ${group.product_name} ainda não está paga`);
    expect(nudge!.text).toContain('Olá, Bia!');
    expect(nudge!.text).toContain(`O grupo de ${ORGANIZER} para ${group.product_name} fecha em 24/11/2026, 12:00 (horário de Brasília), daqui a menos de 2 horas, e a sua cota ainda não está paga.`);
    expect((nudge!.text ?? '').split('\n')).toContain(link);
    expect((nudge!.html || '').split(`href="${link}"`).length - 1).toBe(2);
  });
});
