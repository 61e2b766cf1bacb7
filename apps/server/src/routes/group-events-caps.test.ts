import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorSchema } from '@juntai/contract';
import { LIVE_STREAMS_PER_ADDRESS } from '../services/abuse/limits.ts';
import { createTestGroup, type CreatedTestGroup } from '../testing/group-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';
import { openStream } from '../testing/sse-client.ts';

/** The status of a stream opened from `localAddress` (all of 127.0.0.0/8 is loopback on Linux), then closed. */
function statusFrom(url: string, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { localAddress, agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', reject);
    req.end();
  });
}

describe(`live streams per client address on ${testEngine}`, () => {
  let t: TestApp;
  let base: string;
  let group: CreatedTestGroup;
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    group = await createTestGroup(t, { quotas: 3 });
  });

  it(`holds ${LIVE_STREAMS_PER_ADDRESS} streams from one address, answers the next 429 in Portuguese, and frees a slot when one closes`, async () => {
    const url = `${base}/api/groups/${group.linkId}/events`;
    const streams = [];
    for (let i = 0; i < LIVE_STREAMS_PER_ADDRESS; i++) {
      const stream = await openStream(url);
      expect(stream.response.status).toBe(200);
      await stream.nextGroup();
      streams.push(stream);
    }
    const refused = await fetch(url, { headers: { accept: 'text/event-stream' } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(errorSchema.parse(await refused.json()).detail).toBe('Muitas conexões ao vivo deste endereço. Feche outras abas e tente novamente.');
    expect(await statusFrom(url, '127.0.0.2')).toBe(200); // another address is not held

    streams[0]!.close();
    // The server learns of the close a moment later: try again until it has.
    let reopened = 0;
    for (let attempt = 0; attempt < 100 && reopened !== 200; attempt++) {
      reopened = await statusFrom(url, '127.0.0.1');
      if (reopened !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(reopened).toBe(200);
  });

  it('does not count a stream refused before it opened (an unknown group)', async () => {
    for (let i = 0; i < LIVE_STREAMS_PER_ADDRESS + 5; i++) {
      expect((await t.app.inject({ url: '/api/groups/NaoExisteNaoExiste1234/events', remoteAddress: '198.51.100.9' })).statusCode).toBe(404);
    }
    expect(await statusFrom(`${base}/api/groups/${group.linkId}/events`, '127.0.0.3')).toBe(200);
  });
});
