import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiFetch } from '../../../lib/api-client.ts';
import { fetchGroup } from './get-group.ts';

const body = JSON.stringify({ link_id: 'AbCdEfGhIjKlMnOpQrStUv', participants: [] });
const answer = (headers: Record<string, string>) => async () => new Response(body, { status: 200, headers: { 'content-type': 'application/json', ...headers } });

describe('fetchGroup', () => {
  afterEach(() => {
    setApiFetch((path, init) => fetch(path, init));
    vi.useRealTimers();
  });

  it("puts the server's time from the Server-Time header on the group, for the countdowns", async () => {
    setApiFetch(answer({ 'server-time': '2026-01-10T12:00:01.500Z' }));
    expect(await fetchGroup('AbCdEfGhIjKlMnOpQrStUv')).toEqual({
      link_id: 'AbCdEfGhIjKlMnOpQrStUv', participants: [], server_time: '2026-01-10T12:00:01.500Z',
    });
  });

  it("falls back to the phone's clock when the header is missing", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-01-10T12:00:00.000Z') });
    setApiFetch(answer({}));
    expect((await fetchGroup('AbCdEfGhIjKlMnOpQrStUv')).server_time).toBe('2026-01-10T12:00:00.000Z');
  });
});
