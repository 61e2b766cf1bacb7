import { ORGANIZER_TOKEN_HEADER, SERVER_TIME_HEADER } from '@juntai/contract';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { announceGroupChange } from '../services/group-events.ts';
import { createTestGroup, type CreatedTestGroup } from '../testing/group-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

import { openStream, sleep, waitFor } from '../testing/sse-client.ts';

describe(`live group updates (SSE) on ${testEngine}`, () => {
  let t: TestApp;
  let base: string;
  let group: CreatedTestGroup;

  beforeAll(async () => {
    t = await createTestApp({ env: { SSE_HEARTBEAT_MS: '100' } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    group = await createTestGroup(t, { quotas: 3 });
  });

  const renameCreator = async (db: TestApp['database']['db'], linkId: string, name: string) =>
    db.transaction().execute(async (trx) => {
      await trx.updateTable('groups').set({ creator_name: name }).where('link_id', '=', linkId).execute();
      await announceGroupChange(t.app.ctx, trx, linkId);
    });

  it('opens with the headers, the retry hint and the current group at once', async () => {
    const stream = await openStream(`${base}/api/groups/${group.linkId}/events`);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('cache-control')).toBe('no-cache');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(await stream.nextFrame()).toEqual({ retry: 3000, comments: [] });
    const first = await stream.nextFrame();
    expect(first?.event).toBe('group');
    const { server_time: serverTime, ...view } = JSON.parse(first?.data ?? '');
    const read = await t.app.inject(`/api/groups/${group.linkId}`);
    // The read's body, and the server's time the read gives in its header.
    expect(view).toEqual(read.json());
    expect(serverTime).toBe(read.headers[SERVER_TIME_HEADER]);
    expect(first?.data).not.toMatch(/@example\.com/); // the public view: no e-mails
    stream.close();
  });

  it('sends the group again after each change, and a heartbeat in between', async () => {
    const stream = await openStream(`${base}/api/groups/${group.linkId}/events`);
    await stream.nextGroup();
    await renameCreator(t.database.db, group.linkId, 'Ana Maria');
    expect((await stream.nextGroup()).creator_name).toBe('Ana Maria');

    // A real change through the API (organizer replaces an invitee).
    const names = ['Ana Souza', 'Convidado 1', 'Beatriz Lima'];
    const put = await t.app.inject({
      method: 'PUT', url: `/api/groups/${group.linkId}`,
      headers: { [ORGANIZER_TOKEN_HEADER]: group.token }, payload: { invited_participants: names },
    });
    expect(put.statusCode).toBe(200);
    let view = await stream.nextGroup();
    while (!view.invited_participants.includes('Beatriz Lima')) view = await stream.nextGroup();
    expect(view.participants.map((p: { name: string }) => p.name)).toContain('Beatriz Lima');

    let frame = await stream.nextFrame(2_000);
    while (!frame?.comments.includes('ping')) frame = await stream.nextFrame(2_000);
    stream.close();
  });

  it('coalesces a burst of changes and ends on the last state', async () => {
    const stream = await openStream(`${base}/api/groups/${group.linkId}/events`);
    await stream.nextGroup();
    // Twenty changes announced at once, then the last one: far fewer loads (and events) than changes.
    await Promise.all(Array.from({ length: 20 }, () => announceGroupChange(t.app.ctx, t.database.db, group.linkId)));
    await renameCreator(t.database.db, group.linkId, 'Nome Final');
    let events = 0;
    let last: any;
    while (last?.creator_name !== 'Nome Final') {
      last = await stream.nextGroup();
      events++;
    }
    expect(events).toBeLessThan(21);
    stream.close();
  });

  it('never sends a change whose transaction rolled back', async () => {
    const stream = await openStream(`${base}/api/groups/${group.linkId}/events`);
    await stream.nextGroup();
    await expect(t.database.db.transaction().execute(async (trx) => {
      await trx.updateTable('groups').set({ creator_name: 'Nunca Existiu' }).where('link_id', '=', group.linkId).execute();
      await announceGroupChange(t.app.ctx, trx, group.linkId);
      throw new Error('rollback');
    })).rejects.toThrow('rollback');
    await sleep(400);
    const after = stream.frames.length;
    expect(stream.frames.filter((f) => f.event === 'group')).toHaveLength(1);
    await renameCreator(t.database.db, group.linkId, 'Ana Confirmada');
    const next = await stream.nextGroup();
    expect(next.creator_name).toBe('Ana Confirmada');
    expect(stream.frames.slice(after).filter((f) => f.event === 'group')).toHaveLength(1);
    stream.close();
  });

  it('forgets the subscriber when the client disconnects', async () => {
    const other = await createTestGroup(t, { quotas: 2 });
    const stream = await openStream(`${base}/api/groups/${other.linkId}/events`);
    await stream.nextGroup();
    expect(t.app.groupEvents.subscriberCount(other.linkId)).toBe(1);
    const second = await openStream(`${base}/api/groups/${other.linkId}/events`);
    await second.nextGroup();
    expect(t.app.groupEvents.subscriberCount(other.linkId)).toBe(1); // one hub subscription per group, shared
    stream.close();
    second.close();
    await waitFor(() => t.app.groupEvents.subscriberCount(other.linkId) === 0);
  });

  it('ends the stream when the group is deleted', async () => {
    const other = await createTestGroup(t, { quotas: 2 });
    const stream = await openStream(`${base}/api/groups/${other.linkId}/events`);
    await stream.nextGroup();
    await t.database.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('groups').where('link_id', '=', other.linkId).execute();
      await announceGroupChange(t.app.ctx, trx, other.linkId);
    });
    expect(await stream.ends()).toBe(true);
    await waitFor(() => t.app.groupEvents.subscriberCount(other.linkId) === 0);
  });

  it('answers 404 for an unknown group and 400 for a malformed link, in JSON', async () => {
    const missing = await t.app.inject('/api/groups/NaoExisteNaoExiste1234/events');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, detail: 'Grupo não encontrado', code: 'not_found' });
    const malformed = await t.app.inject(`/api/groups/${encodeURIComponent('x<script>')}/events`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, detail: 'Link de grupo inválido' });
    expect(t.app.groupEvents.subscriberCount('NaoExisteNaoExiste1234')).toBe(0);
  });

  it('shows a group past its expiry as expired from the first event (reading it expires it)', async () => {
    const other = await createTestGroup(t, { quotas: 2 });
    const now = t.clock.now();
    t.clock.advance(49 * 60 * 60 * 1000);
    try {
      const stream = await openStream(`${base}/api/groups/${other.linkId}/events`);
      expect((await stream.nextGroup()).status).toBe('expired');
      stream.close();
    } finally {
      t.clock.set(now);
    }
  });

  it('closes open streams when the server shuts down', async () => {
    const app: FastifyInstance = await buildApp({ database: t.database, env: t.env, clock: t.clock });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(`${url}/api/groups/${group.linkId}/events`);
    await stream.nextGroup();
    await app.close();
    expect(await stream.ends()).toBe(true);
  });
});
