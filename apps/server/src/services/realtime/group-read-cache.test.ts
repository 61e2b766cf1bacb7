import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createGroupReadCache, type LoadedGroupJson } from './group-read-cache.ts';
import type { AnyGroupChangeListener } from './hub.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A cache over a hand-driven hub, clock and loader (no database). */
function setup(options: { validUntil?: number } = {}) {
  const listeners = new Set<AnyGroupChangeListener>();
  const hub = {
    live: true,
    subscribeAll: (listener: AnyGroupChangeListener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  let now = Date.parse('2026-01-10T12:00:00.000Z');
  let monotonic = 0;
  const loads: string[] = [];
  let version = 0;
  const loader = async (linkId: string): Promise<LoadedGroupJson | undefined> => {
    loads.push(linkId);
    if (linkId === 'missing') return undefined;
    version++;
    return { view: { linkId, v: version }, json: `{"link_id":"${linkId}","v":${version},"n":"x"}`, validUntil: options.validUntil };
  };
  let load = loader;
  const cache = createGroupReadCache({
    hub, clock: { now: () => new Date(now), elapsedMs: () => monotonic }, load: (linkId) => load(linkId),
  });
  cache.follow();
  return {
    cache, hub, loads,
    notify: (linkId: string | undefined) => listeners.forEach((l) => l(linkId)),
    advance: (ms: number) => {
      now += ms;
    },
    elapse: (ms: number) => {
      monotonic += ms;
    },
    useLoader: (next: typeof loader) => {
      load = next;
    },
    defaultLoader: loader,
  };
}

const parse = (json: string | undefined) => JSON.parse(json ?? 'null');

describe('group read cache', () => {
  it('loads, serialises and gzips once, then answers from memory', async () => {
    const s = setup();
    const first = parse(await s.cache.read('g1'));
    s.advance(1_500);
    const second = parse(await s.cache.read('g1'));
    expect(s.loads).toEqual(['g1']);
    expect(second).toEqual(first);
    expect(second.n).toBe('x');
    const gzipped = await s.cache.readGzip('g1');
    expect(await s.cache.readGzip('g1')).toBe(gzipped); // the very same bytes, compressed once
    expect(parse(gunzipSync(gzipped!).toString())).toEqual(first);
    // The view as an object comes from the same load.
    expect(await s.cache.readView('g1')).toEqual({ linkId: 'g1', v: first.v });
    expect(s.loads).toEqual(['g1']);
  });

  it('shares one load among readers that arrive while it runs', async () => {
    const s = setup();
    const gate = deferred<void>();
    s.useLoader(async (linkId) => {
      await gate.promise;
      return s.defaultLoader(linkId);
    });
    const reads = Promise.all(Array.from({ length: 10 }, () => s.cache.read('g1')));
    gate.resolve();
    const answers = (await reads).map(parse);
    expect(s.loads).toEqual(['g1']);
    expect(new Set(answers.map((a) => a.v))).toEqual(new Set([1]));
  });

  it('loads again after the change notification, for that group only', async () => {
    const s = setup();
    await s.cache.read('g1');
    await s.cache.read('g2');
    s.notify('g1');
    expect(parse(await s.cache.read('g1')).v).toBe(3);
    expect(parse(await s.cache.read('g2')).v).toBe(2);
    expect(s.loads).toEqual(['g1', 'g2', 'g1']);
    s.notify(undefined); // LISTEN came back after a gap: anything may have changed
    await s.cache.read('g2');
    expect(s.loads).toEqual(['g1', 'g2', 'g1', 'g2']);
  });

  it('does not keep a load that a change overtook, and does not hand it to readers who came after the change', async () => {
    const s = setup();
    const gate = deferred<void>();
    s.useLoader(async (linkId) => {
      await gate.promise;
      return s.defaultLoader(linkId);
    });
    const before = s.cache.read('g1');
    s.notify('g1');
    s.useLoader(s.defaultLoader);
    const after = parse(await s.cache.read('g1')); // its own load, not the one in flight
    gate.resolve();
    await before;
    expect(after.v).toBe(1);
    expect(parse(await s.cache.read('g1')).v).toBe(1); // the overtaken load (v2) was not kept
    expect(s.loads).toHaveLength(2);
  });

  it('never serves an entry at or past the instant time alone changes it (expiry, a PIX charge lapsing)', async () => {
    const s = setup({ validUntil: Date.parse('2026-01-10T12:00:10.000Z') });
    await s.cache.read('g1');
    s.advance(9_999);
    await s.cache.read('g1');
    expect(s.loads).toHaveLength(1);
    s.advance(1);
    await s.cache.read('g1');
    expect(s.loads).toHaveLength(2);
  });

  it('after a change of its own, reads the database until the notification has surely arrived', async () => {
    const s = setup();
    await s.cache.read('g1');
    s.cache.hold('g1');
    await s.cache.read('g1');
    await s.cache.read('g1');
    expect(s.loads).toHaveLength(3);
    s.elapse(2_000);
    await s.cache.read('g1');
    await s.cache.read('g1');
    expect(s.loads).toHaveLength(4);
  });

  it('trusts nothing while the LISTEN is down', async () => {
    const s = setup();
    s.hub.live = false;
    await s.cache.read('g1');
    await s.cache.read('g1');
    expect(s.loads).toHaveLength(2);
    expect(s.cache.size).toBe(0);
  });

  it('serves from memory only what it holds fresh and trusted', async () => {
    const s = setup({ validUntil: Date.parse('2026-01-10T12:00:10.000Z') });
    await s.cache.read('g1');
    s.advance(1_000);
    expect(parse(await s.cache.read('g1'))).toEqual({ link_id: 'g1', v: 1, n: 'x' });
    expect(await s.cache.readGzip('g1')).toBeInstanceOf(Buffer);
    expect(s.loads).toHaveLength(1);
    s.notify('g1'); // a change announced
    await s.cache.read('g1');
    expect(s.loads).toHaveLength(2);
    s.cache.hold('g1'); // one of ours committing
    await s.cache.read('g1');
    expect(s.loads).toHaveLength(3);
    s.elapse(2_000);
    await s.cache.read('g1');
    s.hub.live = false; // changes may go unheard
    await s.cache.readGzip('g1');
    expect(s.loads).toHaveLength(5);
    s.hub.live = true;
    await s.cache.read('g1');
    s.advance(9_000); // the instant time alone changes the group
    await s.cache.read('g1');
    expect(s.loads).toHaveLength(6);
  });

  it('keeps neither unknown groups nor failures', async () => {
    const s = setup();
    expect(await s.cache.read('missing')).toBeUndefined();
    expect(await s.cache.read('missing')).toBeUndefined();
    expect(s.loads).toEqual(['missing', 'missing']);
    s.useLoader(async () => {
      throw new Error('database hiccup');
    });
    await expect(s.cache.read('g1')).rejects.toThrow('database hiccup');
    s.useLoader(s.defaultLoader);
    expect(parse(await s.cache.read('g1')).link_id).toBe('g1');
    expect(s.cache.size).toBe(1);
  });
});
