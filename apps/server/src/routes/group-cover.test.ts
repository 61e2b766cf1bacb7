import { DASHBOARD_SESSION_HEADER, ORGANIZER_TOKEN_HEADER } from '@juntai/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInSession } from '../testing/dashboard-session.ts';
import { createTestGroup, getGroup, join, joinBody, paymentsOf } from '../testing/group-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

/** The organizer's rescue of a group short of payers: the organizer pays a missing quota for someone on the list, through the normal join. */
describe(`the organizer covering quotas on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  const cover = (linkId: string, name: string, headers: Record<string, string>) => t.app.inject({
    method: 'POST', url: `/api/groups/${linkId}/join`, headers,
    payload: { ...joinBody(name, { email: 'ana@example.com' }), covered_by_organizer: true },
  });

  it('pays the last quotas for others, shows them as paid by the organizer, completes the group as rescued, and audits it', async () => {
    const { linkId, token } = await createTestGroup(t, { quotas: 3, names: ['Ana Souza', 'Bia', 'Caio'] });
    await join(t, linkId, 'Ana Souza');
    await join(t, linkId, 'Bia');
    // Until the group completes, a card is only reserved: its row says so, apart from a paid one.
    expect((await getGroup(t, linkId)).participants[1]).toEqual({ name: 'Bia', is_creator: false, payment_status: 'paid', card_reserved: true });
    const res = await cover(linkId, 'Caio', { [ORGANIZER_TOKEN_HEADER]: token });
    expect(res.statusCode).toBe(201);
    const group = await getGroup(t, linkId);
    expect(group.status).toBe('completed');
    expect(group.participants).toEqual([
      { name: 'Ana Souza', is_creator: true, payment_status: 'paid' },
      { name: 'Bia', is_creator: false, payment_status: 'paid' },
      { name: 'Caio', is_creator: false, payment_status: 'paid', paid_by_organizer: true },
    ]);
    const row = await t.database.db.selectFrom('groups').select('rescued_by').where('link_id', '=', linkId).executeTakeFirstOrThrow();
    expect(row.rescued_by).toBe('organizer');
    const audit = await t.database.db.selectFrom('audit_log').select(['action', 'actor_email', 'after'])
      .where('entity_id', '=', linkId).where('action', '=', 'group.quota_covered').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_email).toBe('organizador');
    expect(JSON.stringify(audit[0]!.after)).toContain('Caio');
  });

  it('refuses anyone without the organizer\'s token, writing nothing', async () => {
    const { linkId } = await createTestGroup(t, { quotas: 3, names: ['Ana Souza', 'Bia', 'Caio'] });
    for (const headers of [{}, { [ORGANIZER_TOKEN_HEADER]: 'token-de-outra-pessoa' }] as Record<string, string>[]) {
      const res = await cover(linkId, 'Caio', headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('Apenas o organizador pode pagar a cota de outro participante');
    }
    expect(await paymentsOf(t, linkId)).toHaveLength(0);
    // The same quota paid by Caio himself is an ordinary payment (a card, reserved until the group completes).
    expect((await join(t, linkId, 'Caio')).statusCode).toBe(201);
    expect((await getGroup(t, linkId)).participants[2]).toEqual({ name: 'Caio', is_creator: false, payment_status: 'paid', card_reserved: true });
  });

  it('takes the organizer\'s Meus Grupos session instead of the token (their group opened on another phone), not someone else\'s', async () => {
    const { linkId } = await createTestGroup(t, { quotas: 3, names: ['Ana Souza', 'Bia', 'Caio'] });
    expect((await cover(linkId, 'Caio', { [DASHBOARD_SESSION_HEADER]: await signedInSession(t, 'outra@example.com') })).statusCode).toBe(403);
    expect((await cover(linkId, 'Caio', { [DASHBOARD_SESSION_HEADER]: await signedInSession(t, 'ana@example.com') })).statusCode).toBe(201);
    expect((await getGroup(t, linkId)).participants[2]).toMatchObject({ name: 'Caio', payment_status: 'paid', paid_by_organizer: true });
  });

  it('counts the organizer\'s own quota as theirs, not as a covered one', async () => {
    const { linkId, token } = await createTestGroup(t, { quotas: 2, names: ['Ana Souza', 'Bia'] });
    expect((await cover(linkId, 'Ana Souza', { [ORGANIZER_TOKEN_HEADER]: token })).statusCode).toBe(201);
    expect((await getGroup(t, linkId)).participants[0]).toEqual({ name: 'Ana Souza', is_creator: true, payment_status: 'paid', card_reserved: true });
  });
});
