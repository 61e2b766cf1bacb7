import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORGANIZER_TOKEN_HEADER } from '@juntai/contract';
import { createTestGroup, HOUR, join } from '../../testing/group-helpers.ts';
import { bearer, logInMerchant, signUpMerchant, type TestMerchant } from '../../testing/merchant-helpers.ts';
import { createAccessActors, type AccessActors } from '../../testing/access-actors.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngine } from '../../testing/test-database.ts';
import { sendDueReminders } from './remind-groups.ts';

const DAY = 24 * HOUR;

/**
 * Rescued groups: a group that completes after its organizer was sent a deadline reminder is
 * counted once, as the domain's rescueKind says, in the merchant panel (last 30 days) and the operator's
 * dashboard (by when it completed); a group that completes on its own is not.
 */
describe(`rescued groups in the panels on ${testEngine}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;
  let actors: AccessActors;
  beforeAll(async () => {
    t = await createTestApp();
    merchant = await signUpMerchant(t, { name: 'Loja Padrao' });
    actors = await createAccessActors(t);
  });
  afterAll(async () => {
    await t.app.close();
  });

  const rescuedOfStore = async () => {
    const res = await t.app.inject({ url: '/api/admin/metrics', headers: bearer(await logInMerchant(t, merchant)) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().rescued_groups_30d as number;
  };
  const rescuedOnDashboard = async (period = 'total') => {
    await actors.renewSessions();
    const res = await t.app.inject({ url: `/api/super-admin/dashboard?period=${period}`, headers: actors.byName('operator').headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().stats.groups.rescued as number;
  };
  const payAll = async (linkId: string, names: string[]) => {
    for (const name of names) expect((await join(t, linkId, name, { method: 'card' })).statusCode).toBe(201);
  };
  const rescuedBy = async (linkId: string) => (await t.database.db.selectFrom('groups').select('rescued_by').where('link_id', '=', linkId)
    .executeTakeFirstOrThrow()).rescued_by;

  it('counts a group completed after its deadline reminder, and not one that completed on its own', async () => {
    expect(await rescuedOfStore()).toBe(0);
    expect(await rescuedOnDashboard()).toBe(0);

    const onItsOwn = await createTestGroup(t, { quotas: 2, creatorName: 'Rita', names: ['Rita', 'Rui'] });
    await payAll(onItsOwn.linkId, ['Rita', 'Rui']);
    expect(await rescuedBy(onItsOwn.linkId)).toBeNull();

    const reminded = await createTestGroup(t, { quotas: 2, creatorName: 'Lia', names: ['Lia', 'Leo'] });
    await payAll(reminded.linkId, ['Lia']);
    // 23 hours before the 48-hour deadline: the 24-hour reminder goes to the organizer.
    t.clock.advance(25 * HOUR);
    expect(await sendDueReminders(t.app.ctx)).toBeGreaterThan(0);
    await payAll(reminded.linkId, ['Leo']);
    expect((await t.app.inject(`/api/groups/${reminded.linkId}`)).json().status).toBe('completed');
    expect(await rescuedBy(reminded.linkId)).toBe('reminder');

    expect(await rescuedOfStore()).toBe(1);
    expect(await rescuedOnDashboard()).toBe(1);

    // 31 days later it left the merchant's 30-day window; the operator's all-time figure keeps it.
    t.clock.advance(31 * DAY);
    expect(await rescuedOfStore()).toBe(0);
    expect(await rescuedOnDashboard()).toBe(1);
  });

  it('counts a group completed after its organizer extended the deadline, as an extension', async () => {
    const before = await rescuedOnDashboard();
    const extended = await createTestGroup(t, { quotas: 4, creatorName: 'Nina', names: ['Nina', 'Noa', 'Nei', 'Nil'] });
    await payAll(extended.linkId, ['Nina', 'Noa', 'Nei']);
    // An hour before the deadline (the reminders not run here), 3 of 4 paid: the organizer extends it by 12 hours.
    t.clock.advance(47 * HOUR);
    const res = await t.app.inject({
      method: 'POST', url: `/api/groups/${extended.linkId}/extend`, payload: { hours: 12 }, headers: { [ORGANIZER_TOKEN_HEADER]: extended.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    t.clock.advance(2 * HOUR);
    await payAll(extended.linkId, ['Nil']);
    expect(await rescuedBy(extended.linkId)).toBe('extension');
    expect(await rescuedOfStore()).toBe(1);
    expect(await rescuedOnDashboard()).toBe(before + 1);
  });
});
