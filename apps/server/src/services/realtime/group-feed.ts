import type { FastifyBaseLogger } from 'fastify';
import type { GroupEventsHub } from './hub.ts';

/** Loads what viewers of a group receive after a change; undefined when the group no longer exists. */
export type GroupLoader<T> = (linkId: string) => Promise<T | undefined>;
export type GroupViewListener<T> = (view: T | undefined) => void;

export interface GroupFeed<T> {
  /** Receives a fresh view of the group after each of its changes; returns the unsubscribe function. */
  subscribe(linkId: string, listener: GroupViewListener<T>): () => void;
  /** Loads the group again and delivers it to its listeners (coalesced like a change). */
  refresh(linkId: string): void;
}

/** After a failed load, try again this much later (a database hiccup must not leave viewers stale). */
const RETRY_AFTER_FAILURE_MS = 1_000;

interface Entry<T> {
  listeners: Set<GroupViewListener<T>>;
  stopFollowing: () => void;
  loading: boolean;
  /** A change arrived while loading: load once more when the current load ends. */
  again: boolean;
  retryTimer: NodeJS.Timeout | undefined;
}

/**
 * Turns change notifications into fresh views, shared by every viewer of a group on this instance:
 * at most one load per group is in flight, and a burst of changes during a load is coalesced into
 * one more load after it. So a hundred viewers of one group cost one query per change, and a
 * hundred quick changes cost two queries, while the last state always reaches everyone.
 */
export function createGroupFeed<T>(hub: GroupEventsHub, load: GroupLoader<T>, log?: FastifyBaseLogger): GroupFeed<T> {
  const entries = new Map<string, Entry<T>>();

  const deliver = (entry: Entry<T>, view: T | undefined, linkId: string) => {
    for (const listener of [...entry.listeners]) {
      try {
        listener(view);
      } catch (error) {
        log?.error({ err: error, linkId }, 'group view listener failed');
      }
    }
  };

  const refresh = (linkId: string) => {
    const entry = entries.get(linkId);
    if (!entry) return;
    if (entry.loading) {
      entry.again = true;
      return;
    }
    entry.loading = true;
    void (async () => {
      try {
        do {
          entry.again = false;
          let view: T | undefined;
          try {
            view = await load(linkId);
          } catch (error) {
            log?.error({ err: error, linkId }, 'loading a group for its viewers failed; retrying');
            if (!entry.retryTimer) {
              entry.retryTimer = setTimeout(() => {
                entry.retryTimer = undefined;
                refresh(linkId);
              }, RETRY_AFTER_FAILURE_MS);
              entry.retryTimer.unref();
            }
            return;
          }
          if (entries.get(linkId) !== entry) return;
          deliver(entry, view, linkId);
        } while (entry.again && entries.get(linkId) === entry);
      } finally {
        entry.loading = false;
      }
    })();
  };

  return {
    subscribe(linkId, listener) {
      let entry = entries.get(linkId);
      if (!entry) {
        entry = { listeners: new Set(), stopFollowing: () => undefined, loading: false, again: false, retryTimer: undefined };
        entry.stopFollowing = hub.subscribe(linkId, () => refresh(linkId));
        entries.set(linkId, entry);
      }
      entry.listeners.add(listener);
      const own = entry;
      return () => {
        own.listeners.delete(listener);
        if (own.listeners.size === 0 && entries.get(linkId) === own) {
          entries.delete(linkId);
          own.stopFollowing();
          if (own.retryTimer) clearTimeout(own.retryTimer);
        }
      };
    },
    refresh,
  };
}
