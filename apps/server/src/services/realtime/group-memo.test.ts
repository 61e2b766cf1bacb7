import { describe, expect, it } from 'vitest';
import { createGroupMemo } from './group-memo.ts';
import type { AnyGroupChangeListener } from './hub.ts';
import { createLocalChanges } from './local-changes.ts';

/** A memo over a hand-driven hub and a loader that counts its calls and can be held open. */
function setup() {
  const listeners = new Set<AnyGroupChangeListener>();
  const hub = {
    live: true,
    subscribeAll: (listener: AnyGroupChangeListener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const loads: string[] = [];
  let gate: Promise<void> | undefined;
  const rows = new Map([['a', 'Ana'], ['b', 'Bia']]);
  const localChanges = createLocalChanges();
  const memo = createGroupMemo(hub, localChanges, async (linkId) => {
    loads.push(linkId);
    const value = rows.get(linkId);
    await gate;
    return value;
  });
  const stop = memo.follow();
  return {
    memo, hub, loads, rows, stop, localChanges,
    notify: (linkId: string | undefined) => listeners.forEach((l) => l(linkId)),
    hold: () => {
      let open!: () => void;
      gate = new Promise((resolve) => (open = resolve));
      return () => {
        gate = undefined;
        open();
      };
    },
  };
}

describe('group memo', () => {
  it('loads a group once and keeps it until that group changes', async () => {
    const t = setup();
    expect(await t.memo.get('a')).toBe('Ana');
    expect(await t.memo.get('a')).toBe('Ana');
    expect(t.loads).toEqual(['a']);
    t.rows.set('a', 'Ana Souza');
    t.notify('b');
    expect(await t.memo.get('a')).toBe('Ana'); // another group's change leaves it
    t.notify('a');
    expect(await t.memo.get('a')).toBe('Ana Souza');
    expect(t.loads).toEqual(['a', 'a']);
  });

  it('forgets everything when changes may have gone unheard, and keeps nothing while the hub is down', async () => {
    const t = setup();
    await t.memo.get('a');
    t.hub.live = false;
    t.notify(undefined);
    await t.memo.get('a');
    await t.memo.get('a');
    expect(t.loads).toEqual(['a', 'a', 'a']);
  });

  it('does not keep a load that a change overtook, nor a group that does not exist', async () => {
    const t = setup();
    const open = t.hold();
    const reading = t.memo.get('a'); // reads 'Ana'…
    t.rows.set('a', 'Ana Souza');
    t.notify('a'); // …while the change commits
    open();
    expect(await reading).toBe('Ana');
    expect(await t.memo.get('a')).toBe('Ana Souza');
    expect(await t.memo.get('missing')).toBeUndefined();
    t.rows.set('missing', 'Nova');
    expect(await t.memo.get('missing')).toBe('Nova');
  });

  it('forgets a group at once when this process is committing a change to it', async () => {
    const t = setup();
    await t.memo.get('a');
    t.rows.delete('a');
    t.localChanges.announce('a');
    expect(await t.memo.get('a')).toBeUndefined();
    t.stop();
  });
});
