import { ORGANIZER_TOKEN_HEADER } from '@juntai/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { createTestGroup, type CreatedTestGroup } from '../testing/group-helpers.ts';
import { openStream } from '../testing/sse-client.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Two instances with their own LISTEN connections exist only on a PostgreSQL server.
describe('live group updates with two app instances on one PostgreSQL', () => {
  let t: TestApp;
  let group: CreatedTestGroup;
  let second: DatabaseHandle;
  let b: TestApp;
  let baseB: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { SSE_HEARTBEAT_MS: '100' } });
    group = await createTestGroup(t, { quotas: 3 });
    // Instance B has its own pool and its own LISTEN connection, as another process would.
    second = await openDatabase({ databaseUrl: t.database.url!, poolSize: 4 });
    b = await createTestApp({ database: second, clock: t.clock, env: { SSE_HEARTBEAT_MS: '100' } });
    baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b.app.close();
    await second.close();
  });

  it('a change committed through instance A reaches a viewer on instance B', async () => {
    const stream = await openStream(`${baseB}/api/groups/${group.linkId}/events`);
    await stream.nextGroup();
    const names = ['Ana Souza', 'Convidado 1', 'Carla Dias'];
    const put = await t.app.inject({
      method: 'PUT', url: `/api/groups/${group.linkId}`,
      headers: { [ORGANIZER_TOKEN_HEADER]: group.token }, payload: { invited_participants: names },
    });
    expect(put.statusCode).toBe(200);
    let view = await stream.nextGroup();
    while (!view.invited_participants.includes('Carla Dias')) view = await stream.nextGroup();
    expect(view.invited_participants).toEqual(names);
    stream.close();
  });
});
