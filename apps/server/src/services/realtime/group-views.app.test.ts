import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { groupReadSchema, SERVER_TIME_HEADER } from '@juntai/contract';
import { GROUP_EVENTS_CHANNEL } from '../group-events.ts';
import { loadTimedGroupView } from '../groups/get-group.ts';
import { expireDueGroups } from '../groups/expire-groups.ts';
import { createTestGroup, getGroup, HOUR, join, paymentsOf, passTheHold } from '../../testing/group-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngine } from '../../testing/test-database.ts';

describe(`GET /api/groups/{linkId} from the read cache on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers the same JSON the schema would, as application/json, with the current server time in a header', async () => {
    const { linkId } = await createTestGroup(t, { quotas: 3 });
    passTheHold(t);
    const first = await t.app.inject(`/api/groups/${linkId}`);
    t.clock.advance(1_234);
    const second = await t.app.inject(`/api/groups/${linkId}`);
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.json()).toEqual(groupReadSchema.parse((await loadTimedGroupView(t.app.ctx, linkId))?.group));
    expect(second.body).toBe(first.body);
    const timeOf = (res: typeof first) => new Date(String(res.headers[SERVER_TIME_HEADER])).getTime();
    expect(timeOf(second) - timeOf(first)).toBe(1_234);
  });

  it('shows a change at once to whoever made it (the join, then the read)', async () => {
    const { linkId } = await createTestGroup(t, { quotas: 3 });
    passTheHold(t);
    expect((await getGroup(t, linkId)).paid_count).toBe(0); // cached
    vi.restoreAllMocks();
    expect((await join(t, linkId, 'Convidado 1')).statusCode).toBe(201);
    expect((await getGroup(t, linkId)).paid_count).toBe(1);
  });

  it('hears a change committed by another instance (NOTIFY only, nothing announced in process)', async () => {
    const { linkId } = await createTestGroup(t, { quotas: 3 });
    passTheHold(t);
    expect((await getGroup(t, linkId)).creator_name).toBe('Ana Souza');
    await t.database.db.transaction().execute(async (trx) => {
      await trx.updateTable('groups').set({ creator_name: 'Ana Maria' }).where('link_id', '=', linkId).execute();
      await sql`select pg_notify(${GROUP_EVENTS_CHANNEL}, ${linkId})`.execute(trx);
    });
    // The notification travels through LISTEN: soon, not necessarily at once (ADR 0030).
    let name = '';
    for (let i = 0; i < 500 && name !== 'Ana Maria'; i++) {
      name = (await getGroup(t, linkId)).creator_name;
      if (name !== 'Ana Maria') await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(name).toBe('Ana Maria');
  });

  it('reads a cached group as expired from the instant it expires, and shows its refunds once the sweep has run', async () => {
    const { linkId } = await createTestGroup(t, { quotas: 3 });
    expect((await join(t, linkId, 'Convidado 1')).statusCode).toBe(201);
    passTheHold(t);
    expect((await getGroup(t, linkId)).status).toBe('active');
    t.clock.advance(48 * HOUR - 1);
    expect((await getGroup(t, linkId)).status).toBe('active');
    t.clock.advance(1);
    const expired = await getGroup(t, linkId);
    expect(expired.status).toBe('expired');
    // The read changed nothing: the card is voided by the sweep, and the cached view follows it.
    expect((await paymentsOf(t, linkId)).map((p) => p.status)).toEqual(['authorized']);
    expect(expired.participants.find((p: { name: string }) => p.name === 'Convidado 1').payment_status).toBe('paid');
    await expireDueGroups(t.app.ctx);
    expect((await paymentsOf(t, linkId)).map((p) => p.status)).toEqual(['voided']);
    vi.restoreAllMocks();
    passTheHold(t); // the sweep's own change holds this instance's reads for a moment
    const swept = await getGroup(t, linkId);
    expect(swept.status).toBe('expired');
    expect(swept.participants.find((p: { name: string }) => p.name === 'Convidado 1').payment_status).toBe('pending');
    t.clock.advance(-48 * HOUR);
  });

  it('frees a seat held by a PIX charge from the instant the charge lapses', async () => {
    const { linkId } = await createTestGroup(t, { quotas: 3 });
    expect((await join(t, linkId, 'Convidado 1', { method: 'pix' })).statusCode).toBe(201);
    passTheHold(t);
    const seat = async () => (await getGroup(t, linkId)).participants.find((p: { name: string }) => p.name === 'Convidado 1').payment_status;
    expect(await seat()).toBe('processing');
    t.clock.advance(t.env.PIX_CHARGE_TTL_MINUTES * 60_000 - 1);
    expect(await seat()).toBe('processing');
    t.clock.advance(1);
    expect(await seat()).toBe('pending');
    t.clock.advance(-t.env.PIX_CHARGE_TTL_MINUTES * 60_000);
  });

  it('answers 404 for a group deleted after it was cached', async () => {
    const { linkId, token } = await createTestGroup(t, { quotas: 2 });
    passTheHold(t);
    await getGroup(t, linkId);
    t.clock.advance(48 * HOUR);
    await getGroup(t, linkId); // shows it expired; the delete below expires it before it goes
    vi.restoreAllMocks();
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/groups/${linkId}`, headers: { 'x-organizer-token': token } });
    expect(deleted.statusCode).toBe(200);
    const res = await t.app.inject(`/api/groups/${linkId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Grupo não encontrado');
    t.clock.advance(-48 * HOUR);
  });

  it('frames a change once for every viewer: the same bytes, the group event with the JSON the read answers and the server time', async () => {
    const { linkId } = await createTestGroup(t, { quotas: 3 });
    passTheHold(t);
    const mineGot: Array<Buffer | undefined> = [];
    const theirsGot: Array<Buffer | undefined> = [];
    const frames = [mineGot, theirsGot];
    const stops = frames.map((got) => t.app.groupViews.subscribe(linkId, (frame) => got.push(frame)));
    expect((await join(t, linkId, 'Convidado 1')).statusCode).toBe(201);
    // The group's own creation may still be heard (NOTIFY travels through LISTEN): the join's event is the one with the payment.
    const paidCountOf = (frame: Buffer | undefined) => (frame ? JSON.parse(frame.toString().replace(/^event: group\ndata: /, '')).paid_count : undefined);
    const afterJoin = (got: Array<Buffer | undefined>) => got.find((frame) => paidCountOf(frame) === 1);
    for (let i = 0; i < 500 && !afterJoin(theirsGot); i++) await new Promise((resolve) => setTimeout(resolve, 10));
    stops.forEach((stop) => stop());
    const [mine, theirs] = frames.map(afterJoin);
    expect(mine).toBeInstanceOf(Buffer);
    expect(theirs).toBe(mine);
    expect(mine!.toString()).toMatch(/^event: group\ndata: \{.*\}\n\n$/);
    const { server_time: serverTime, ...event } = JSON.parse(mine!.toString().replace(/^event: group\ndata: /, ''));
    expect(serverTime).toBe(t.clock.now().toISOString());
    expect(event).toEqual(await getGroup(t, linkId));
    expect(mineGot.length).toBe(theirsGot.length);
  });
});
