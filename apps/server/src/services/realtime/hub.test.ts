import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine, type TestDatabase } from '../../testing/test-database.ts';
import { announceGroupChange } from '../group-events.ts';
import { createGroupEventsHub, type GroupEventsHub } from './hub.ts';
import { createLocalChanges } from './local-changes.ts';

/** The hub hears NOTIFY only; this instance's in-process announcements go nowhere here. */
const thisInstance = { localChanges: createLocalChanges() };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(10);
  }
}

describe(`group events hub on ${testEngine}`, () => {
  let database: TestDatabase;
  let hub: GroupEventsHub;
  beforeAll(async () => {
    database = await createTestDatabase();
    hub = createGroupEventsHub(database);
    await hub.start();
    await hub.start(); // idempotent: still one LISTEN
  });
  afterAll(async () => {
    await hub.stop();
    await database.close();
  });

  it('tells the caches (every-change listeners) before the group\'s own viewers, so a viewer reads the new state', async () => {
    const order: string[] = [];
    const stopViewer = hub.subscribe('link-order', () => order.push('viewer'));
    const stopCache = hub.subscribeAll((linkId) => {
      if (linkId === 'link-order') order.push('cache');
    });
    await announceGroupChange(thisInstance, database.db, 'link-order');
    await waitFor(() => order.length >= 2);
    expect(order).toEqual(['cache', 'viewer']);
    stopViewer();
    stopCache();
  });

  it('fans a committed change out to the subscribers of that link only', async () => {
    const seen: string[] = [];
    const stopA = hub.subscribe('link-a', () => seen.push('a1'));
    const stopA2 = hub.subscribe('link-a', () => seen.push('a2'));
    const stopB = hub.subscribe('link-b', () => seen.push('b'));
    await announceGroupChange(thisInstance, database.db, 'link-a');
    await waitFor(() => seen.length >= 2);
    await announceGroupChange(thisInstance, database.db, 'link-b');
    await waitFor(() => seen.includes('b'));
    expect(seen).toEqual(['a1', 'a2', 'b']);
    stopA();
    stopA2();
    stopB();
    expect(hub.subscriberCount()).toBe(0);
  });

  it('delivers on commit, never from a transaction that rolled back', async () => {
    const seen: string[] = [];
    const stopA = hub.subscribe('link-a', () => seen.push('a'));
    const stopMarker = hub.subscribe('marker', () => seen.push('marker'));

    await database.db.transaction().execute(async (trx) => {
      await announceGroupChange(thisInstance, trx, 'link-a');
      await sleep(100);
      expect(seen).toEqual([]); // not before the commit
    });
    await waitFor(() => seen.length === 1);
    expect(seen).toEqual(['a']);

    await expect(database.db.transaction().execute(async (trx) => {
      await announceGroupChange(thisInstance, trx, 'link-a');
      throw new Error('rollback');
    })).rejects.toThrow('rollback');
    // Notifications arrive in commit order: once the marker is here, a leaked 'a' would be too.
    await announceGroupChange(thisInstance, database.db, 'marker');
    await waitFor(() => seen.includes('marker'));
    expect(seen).toEqual(['a', 'marker']);
    stopA();
    stopMarker();
  });

  it('stops calling a subscriber once it unsubscribes, and survives a throwing one', async () => {
    let calls = 0;
    let marker = 0;
    const stopThrowing = hub.subscribe('link-c', () => {
      throw new Error('listener bug');
    });
    const stop = hub.subscribe('link-c', () => calls++);
    const stopMarker = hub.subscribe('marker', () => marker++);
    await announceGroupChange(thisInstance, database.db, 'link-c');
    await waitFor(() => calls === 1);
    stop();
    stop(); // twice is harmless
    expect(hub.subscriberCount('link-c')).toBe(1);
    await announceGroupChange(thisInstance, database.db, 'link-c');
    await announceGroupChange(thisInstance, database.db, 'marker');
    await waitFor(() => marker === 1);
    expect(calls).toBe(1);
    stopThrowing();
    stopMarker();
    expect(hub.subscriberCount()).toBe(0);
  });

  it('stops listening when stopped, and can start again', async () => {
    const other = createGroupEventsHub(database);
    await other.start();
    let calls = 0;
    other.subscribe('link-d', () => calls++);
    await other.stop();
    expect(other.subscriberCount()).toBe(0);
    other.subscribe('link-d', () => calls++);
    let marker = 0;
    const stopMarker = hub.subscribe('link-d', () => marker++);
    await announceGroupChange(thisInstance, database.db, 'link-d');
    await waitFor(() => marker === 1);
    await sleep(50);
    expect(calls).toBe(0);
    await other.start();
    await announceGroupChange(thisInstance, database.db, 'link-d');
    await waitFor(() => calls === 1);
    await other.stop();
    stopMarker();
  });
});
