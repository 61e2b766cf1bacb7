import type { GroupEventsHub } from './hub.ts';
import type { LocalChanges } from './local-changes.ts';

export interface GroupMemo<T> {
  /** The value for the group, loaded once and kept until the group changes; undefined: no such group. */
  get(linkId: string): Promise<T | undefined>;
  /**
   * Starts forgetting on every announced change (everything when the LISTEN drops or returns), and at
   * once when this process is committing a change, so its own delete is seen here without waiting.
   */
  follow(): () => void;
  readonly size: number;
}

/**
 * A per-group value that only a change of the group can alter (the link preview: names, product and
 * price are fixed at creation; a delete is announced like any change). Kept only while the hub is live,
 * so a change is never missed; a load that a change overtook is not kept. Misses are not kept either:
 * a group created a moment later must be found. For the group's live state see group-read-cache.ts.
 */
export function createGroupMemo<T>(
  hub: Pick<GroupEventsHub, 'live' | 'subscribeAll'>,
  localChanges: Pick<LocalChanges, 'listen'>,
  load: (linkId: string) => Promise<T | undefined>,
  maxEntries = 20_000,
): GroupMemo<T> {
  const values = new Map<string, T>();
  // Bumped on every change of the group: a load started before it must not be kept.
  const generations = new Map<string, number>();
  let epoch = 0;

  const forget = (linkId: string | undefined) => {
    if (linkId === undefined) {
      values.clear();
      generations.clear();
      epoch++;
      return;
    }
    values.delete(linkId);
    generations.set(linkId, (generations.get(linkId) ?? 0) + 1);
    // Only loads in flight read the generations; keep the map from growing with every group ever changed.
    if (generations.size > maxEntries) {
      generations.clear();
      epoch++;
    }
  };

  return {
    async get(linkId) {
      const known = values.get(linkId);
      if (known !== undefined) return known;
      const startedAt = { epoch, generation: generations.get(linkId) ?? 0 };
      const value = await load(linkId);
      const unchanged = startedAt.epoch === epoch && startedAt.generation === (generations.get(linkId) ?? 0);
      if (value !== undefined && unchanged && hub.live) {
        if (values.size >= maxEntries) {
          const oldest = values.keys().next().value;
          if (oldest !== undefined) values.delete(oldest);
        }
        values.set(linkId, value);
      }
      return value;
    },
    follow() {
      const stops = [hub.subscribeAll(forget), localChanges.listen(forget)];
      return () => stops.forEach((stop) => stop());
    },
    get size() {
      return values.size;
    },
  };
}
