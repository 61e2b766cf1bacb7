import { describe, expect, it } from 'vitest';
import { createGroupFeed } from './group-feed.ts';
import { createGroupEventsHub } from './hub.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A hub whose notifications the test sends by hand (no database). */
async function manualHub() {
  let notify: (linkId: string) => void = () => undefined;
  const hub = createGroupEventsHub({
    listen: async (_channel, handler) => {
      notify = handler;
      return async () => undefined;
    },
  });
  await hub.start();
  return { hub, notify: (linkId: string) => notify(linkId) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('group feed', () => {
  it('coalesces a burst of changes: one load in flight, one more after it, everyone gets the last state', async () => {
    const { hub, notify } = await manualHub();
    const loads: Array<ReturnType<typeof deferred<string>>> = [];
    const feed = createGroupFeed<string>(hub, () => {
      const d = deferred<string>();
      loads.push(d);
      return d.promise;
    });
    const first: Array<string | undefined> = [];
    const second: Array<string | undefined> = [];
    feed.subscribe('g1', (v) => first.push(v));
    feed.subscribe('g1', (v) => second.push(v));

    for (let i = 0; i < 10; i++) notify('g1');
    expect(loads).toHaveLength(1); // shared by both viewers, the rest of the burst waits
    loads[0]?.resolve('v1');
    await sleep(0);
    expect(first).toEqual(['v1']);
    expect(second).toEqual(['v1']);
    expect(loads).toHaveLength(2); // the changes during the load: one more load
    loads[1]?.resolve('v2');
    await sleep(0);
    expect(loads).toHaveLength(2);
    expect(first).toEqual(['v1', 'v2']);
    expect(second).toEqual(['v1', 'v2']);
  });

  it('ignores other groups, stops following when the last viewer leaves, and retries a failed load', async () => {
    const { hub, notify } = await manualHub();
    let calls = 0;
    const feed = createGroupFeed<string>(hub, async (linkId) => {
      calls += 1;
      if (calls === 1) throw new Error('database hiccup');
      return `${linkId}#${calls}`;
    });
    const seen: Array<string | undefined> = [];
    const stop = feed.subscribe('g1', (v) => seen.push(v));
    expect(hub.subscriberCount('g1')).toBe(1);
    notify('g2');
    expect(calls).toBe(0);
    notify('g1');
    await sleep(1_200); // failed, then retried after a second
    expect(seen).toEqual(['g1#2']);
    stop();
    expect(hub.subscriberCount('g1')).toBe(0);
    notify('g1');
    feed.refresh('g1');
    await sleep(10);
    expect(calls).toBe(2);
  });
});
