import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_LINK_EMAILS_PER_RECIPIENT_PER_HOUR, GROUP_CREATED_EMAILS_PER_RECIPIENT_PER_HOUR, GROUP_EMAILS_PER_RECIPIENT_PER_DAY, GROUP_EMAILS_PER_RECIPIENT_PER_HOUR } from '../abuse/limits.ts';
import { activeProduct, createTestGroup, groupBody, join, outboxFor } from '../../testing/group-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngine } from '../../testing/test-database.ts';

const VICTIM = 'vitima@exemplo.com.br';
const HOUR = 3_600_000;

describe(`group e-mails per recipient (anyone can type any address) on ${testEngine}`, () => {
  let t: TestApp;
  let productId: number;
  beforeAll(async () => {
    t = await createTestApp();
    productId = (await activeProduct(t)).id;
  });
  beforeEach(async () => {
    await t.database.db.deleteFrom('email_outbox').execute();
  });

  /** `count` e-mails already queued to `to`, `ageMs` ago. */
  async function alreadyQueued(to: string, count: number, ageMs = 0) {
    const createdAt = new Date(Date.now() - ageMs);
    await t.database.db.insertInto('email_outbox').values(Array.from({ length: count }, (_, i) => ({
      to_address: to, subject: 'Antes', text_body: 'Antes', dedupe_key: `antes:${to}:${ageMs}:${i}`, created_at: createdAt,
    }))).execute();
  }
  const createFor = (creatorEmail: string) => t.app.inject({
    method: 'POST', url: '/api/groups', payload: { ...groupBody(productId), creator_email: creatorEmail }, remoteAddress: '198.51.100.20',
  });
  const queuedTo = async (to: string) => (await t.database.db.selectFrom('email_outbox').select('id')
    .where((eb) => eb(eb.fn('lower', ['to_address']), '=', to.toLowerCase())).execute()).length;

  it(`queues at most ${GROUP_EMAILS_PER_RECIPIENT_PER_HOUR} an hour to one address (any case); beyond, the group is still created`, async () => {
    await alreadyQueued(VICTIM, GROUP_EMAILS_PER_RECIPIENT_PER_HOUR - 1);
    const last = await createFor('Vitima@Exemplo.com.br');
    expect(last.statusCode).toBe(201);
    expect(await outboxFor(t, `group-created:${last.json().link_id}`)).toHaveLength(1);
    const beyond = await createFor(VICTIM);
    expect(beyond.statusCode).toBe(201);
    expect(beyond.json().link_id).toBeTruthy();
    expect(await outboxFor(t, `group-created:${beyond.json().link_id}`)).toHaveLength(0);
    expect(await queuedTo(VICTIM)).toBe(GROUP_EMAILS_PER_RECIPIENT_PER_HOUR);
    // Someone else is not held by the victim's cap.
    const other = await createFor('outra@exemplo.com.br');
    expect(await outboxFor(t, `group-created:${other.json().link_id}`)).toHaveLength(1);
  });

  it('forgets the hour once it is over, but not the day', async () => {
    await alreadyQueued(VICTIM, GROUP_EMAILS_PER_RECIPIENT_PER_HOUR, 2 * HOUR);
    const created = await createFor(VICTIM);
    expect(await outboxFor(t, `group-created:${created.json().link_id}`)).toHaveLength(1);

    await t.database.db.deleteFrom('email_outbox').execute();
    await alreadyQueued(VICTIM, GROUP_EMAILS_PER_RECIPIENT_PER_DAY, 2 * HOUR);
    const held = await createFor(VICTIM);
    expect(held.statusCode).toBe(201);
    expect(await outboxFor(t, `group-created:${held.json().link_id}`)).toHaveLength(0);

    await t.database.db.deleteFrom('email_outbox').execute();
    await alreadyQueued(VICTIM, GROUP_EMAILS_PER_RECIPIENT_PER_DAY, 25 * HOUR);
    const nextDay = await createFor(VICTIM);
    expect(await outboxFor(t, `group-created:${nextDay.json().link_id}`)).toHaveLength(1);
  });

  it("holds a payer's confirmation at the cap, still taking the payment and telling the organizer", async () => {
    const { linkId } = await createTestGroup(t);
    await alreadyQueued(VICTIM, GROUP_EMAILS_PER_RECIPIENT_PER_HOUR);
    const paid = await join(t, linkId, 'Convidado 1', { email: VICTIM });
    expect(paid.statusCode).toBe(201);
    expect(await outboxFor(t, 'payment-confirmed:')).toHaveLength(0);
    expect(await outboxFor(t, 'quota-paid:')).toHaveLength(1);
    expect(await queuedTo(VICTIM)).toBe(GROUP_EMAILS_PER_RECIPIENT_PER_HOUR);
  });

  it(`queues at most ${GROUP_CREATED_EMAILS_PER_RECIPIENT_PER_HOUR} "group created" e-mails an hour to one address, however it is spelled`, async () => {
    const spellings = ['vitima@exemplo.com.br', ' Vitima@Exemplo.com.br', 'VITIMA@EXEMPLO.COM.BR '];
    const created = [];
    for (let i = 0; i <= GROUP_CREATED_EMAILS_PER_RECIPIENT_PER_HOUR; i++) created.push(await createFor(spellings[i % spellings.length]!));
    expect(created.map((res) => res.statusCode)).toEqual(created.map(() => 201));
    expect(await outboxFor(t, 'group-created:')).toHaveLength(GROUP_CREATED_EMAILS_PER_RECIPIENT_PER_HOUR);
    expect(await outboxFor(t, `group-created:${created.at(-1)!.json().link_id}`)).toHaveLength(0);
    // Stored as one spelling: the caps count one recipient.
    const addresses = await t.database.db.selectFrom('email_outbox').select('to_address').distinct().execute();
    expect(addresses).toEqual([{ to_address: VICTIM }]);
    // Another organizer is not held, nor the victim's other group e-mails.
    expect(await outboxFor(t, `group-created:${(await createFor('outra@exemplo.com.br')).json().link_id}`)).toHaveLength(1);
    const { linkId } = await createTestGroup(t);
    await join(t, linkId, 'Convidado 1', { email: VICTIM });
    expect(await outboxFor(t, 'payment-confirmed:')).toHaveLength(1);
  });

  it(`caps the Meus Grupos access-link e-mails at ${ACCESS_LINK_EMAILS_PER_RECIPIENT_PER_HOUR} an hour, counted apart from group e-mails`, async () => {
    expect((await createFor(VICTIM)).statusCode).toBe(201);
    const ask = (i: number) => t.app.inject({ method: 'POST', url: '/api/dashboard/access-link', payload: { email: ' Vitima@Exemplo.com.br ' }, remoteAddress: `198.51.100.${100 + i}` });
    for (let i = 0; i <= ACCESS_LINK_EMAILS_PER_RECIPIENT_PER_HOUR; i++) expect((await ask(i)).statusCode).toBe(202);
    expect(await outboxFor(t, 'access-link:')).toHaveLength(ACCESS_LINK_EMAILS_PER_RECIPIENT_PER_HOUR);
    // A flood of group e-mails to the organizer does not keep their own link from them.
    await t.database.db.deleteFrom('email_outbox').where('dedupe_key', 'like', 'access-link:%').execute();
    await alreadyQueued(VICTIM, GROUP_EMAILS_PER_RECIPIENT_PER_DAY);
    expect((await ask(50)).statusCode).toBe(202);
    expect(await outboxFor(t, 'access-link:')).toHaveLength(1);
  });

  let asked = 0;
  it.each([
    'Promo <vitima@exemplo.com.br>', 'Promo<vitima@exemplo.com.br>', '<vitima@exemplo.com.br>',
    'vitima@exemplo.com.br, outra@exemplo.com.br', 'vitima@exemplo.com.br;outra@exemplo.com.br', '"Promo" vitima@exemplo.com.br', '"vitima"@exemplo.com.br',
  ])('refuses %j as an e-mail, in every form that takes one, with nothing queued', async (address) => {
    const from = `203.0.113.${++asked}`; // each case from its own address: the forms' own rate limits stay out of it
    const { linkId } = await createTestGroup(t);
    await t.database.db.deleteFrom('email_outbox').execute();
    const answers = [
      await createFor(address),
      await join(t, linkId, 'Convidado 1', { email: address }),
      await t.app.inject({ method: 'POST', url: '/api/dashboard/access-link', payload: { email: address }, remoteAddress: from }),
      await t.app.inject({ method: 'POST', url: '/api/admin/forgot-password', payload: { email: address }, remoteAddress: from }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().detail).toMatch(/e-mail/i);
    }
    expect(await t.database.db.selectFrom('email_outbox').select('id').execute()).toEqual([]);
  });
});
