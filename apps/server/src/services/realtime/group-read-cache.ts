import { gzipSync } from 'node:zlib';
import type { Clock } from '../../clock.ts';
import type { GroupEventsHub } from './hub.ts';

/** What the loader gives for one group: its public view and JSON, and until when time alone leaves them true. */
export interface LoadedGroupJson<View = unknown> {
  /** The public group as an object (the link preview and the live stream read it). */
  view: View;
  /** The serialised public group: the same for every reader, so it carries no clock reading of its own. */
  json: string;
  /** Epoch ms from which the view must be recomputed (expiry, a PIX charge lapsing); undefined: never by time. */
  validUntil: number | undefined;
}

/** How long a group changed by this process stays uncached: longer than any commit-to-NOTIFY delay. */
const HOLD_MS = 2_000;
const MAX_ENTRIES = 20_000;

export interface GroupReadCacheOptions<View> {
  hub: Pick<GroupEventsHub, 'live' | 'subscribeAll'>;
  load: (linkId: string) => Promise<LoadedGroupJson<View> | undefined>;
  /** The app's clock: `now` decides expiry; `elapsedMs` times the hold after a local change. */
  clock: Pick<Clock, 'now' | 'elapsedMs'>;
}

export interface GroupReadCache<View = unknown> {
  /** The group's public view as of its load, or undefined when there is no such group. */
  readView(linkId: string): Promise<View | undefined>;
  /** The group's public JSON, or undefined when there is no such group. */
  read(linkId: string): Promise<string | undefined>;
  /** The same JSON gzipped, compressed once per change. */
  readGzip(linkId: string): Promise<Buffer | undefined>;
  /** Forgets one group (its change was announced), or all (the LISTEN dropped or came back). */
  invalidate(linkId?: string): void;
  /** A change to the group is about to commit in this process: invalidate, and cache nothing for a while. */
  hold(linkId: string): void;
  /** Starts following the hub's notifications; returns the function that stops. */
  follow(): () => void;
  readonly size: number;
}

interface Rendered<View> {
  view: View;
  json: string;
  /** The view holds on [loadedAt, validUntil) of the app's clock (tests also move it backwards). */
  loadedAt: number;
  validUntil: number;
  /** The JSON gzipped, made at the first gzip answer. */
  gzip?: Buffer;
}

interface Entry<View> {
  value: Rendered<View> | undefined;
  loading: Promise<Rendered<View> | undefined> | undefined;
}

/**
 * The public group answer, loaded and serialised once per change and kept in process (ADR 0030).
 * Invalidated by the change notification every instance hears (LISTEN), so each instance serves the
 * groups it has fresh; an entry never outlives the instant time alone would change it (the group's
 * expiry, a pending PIX charge lapsing). One load per
 * group is in flight at a time: readers that arrive while it runs share it, unless a change was
 * announced since it started.
 */
export function createGroupReadCache<View>(options: GroupReadCacheOptions<View>): GroupReadCache<View> {
  const entries = new Map<string, Entry<View>>();
  const holds = new Map<string, number>();
  const monotonic = () => options.clock.elapsedMs();
  const now = () => options.clock.now();

  const held = (linkId: string) => {
    const until = holds.get(linkId);
    if (until === undefined) return false;
    if (until > monotonic()) return true;
    holds.delete(linkId);
    return false;
  };
  const trusted = (linkId: string) => options.hub.live && !held(linkId);

  const loadRendered = async (linkId: string) => {
    const loadedAt = now().getTime();
    const loaded = await options.load(linkId);
    return loaded && { view: loaded.view, json: loaded.json, loadedAt, validUntil: loaded.validUntil ?? Number.POSITIVE_INFINITY };
  };
  const fresh = (value: Rendered<View>, nowMs: number) => nowMs >= value.loadedAt && nowMs < value.validUntil;

  const invalidate = (linkId?: string) => {
    if (linkId === undefined) entries.clear();
    else entries.delete(linkId);
  };

  /** The rendered view as of now: the cached one while it holds, else loaded (and kept when trusted). */
  const current = async (linkId: string): Promise<Rendered<View> | undefined> => {
    // While changes may go unheard (LISTEN down) or one of ours is committing: straight from the database.
    if (!trusted(linkId)) return loadRendered(linkId);
    const existing = entries.get(linkId);
    if (existing?.value && fresh(existing.value, now().getTime())) return existing.value;
    if (existing?.loading) return existing.loading;

    const entry: Entry<View> = { value: undefined, loading: undefined };
    if (!existing && entries.size >= MAX_ENTRIES) {
      // The oldest insertion goes: a bound on memory, not a policy that matters for correctness.
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(linkId, entry);
    const mine = () => entries.get(linkId) === entry;
    entry.loading = loadRendered(linkId).then(
      (value) => {
        entry.loading = undefined;
        // Keep it only if no change was announced meanwhile (that replaced or removed the entry).
        if (mine()) {
          if (value && trusted(linkId)) entry.value = value;
          else entries.delete(linkId);
        }
        return value;
      },
      (error: unknown) => {
        if (mine()) entries.delete(linkId);
        throw error;
      },
    );
    return entry.loading;
  };

  return {
    async readView(linkId) {
      return (await current(linkId))?.view;
    },

    async read(linkId) {
      return (await current(linkId))?.json;
    },

    async readGzip(linkId) {
      const value = await current(linkId);
      // Level 6, as a compression plugin would; once per change instead of once per answer.
      return value && (value.gzip ??= gzipSync(value.json, { level: 6 }));
    },

    invalidate,

    hold(linkId) {
      const elapsed = monotonic();
      // Holds of groups nobody reads are never checked: sweep the finished ones now and then.
      if (holds.size >= 1_000) for (const [id, until] of holds) if (until <= elapsed) holds.delete(id);
      holds.set(linkId, elapsed + HOLD_MS);
      entries.delete(linkId);
    },

    follow() {
      return options.hub.subscribeAll((linkId) => invalidate(linkId));
    },

    get size() {
      return entries.size;
    },
  };
}
