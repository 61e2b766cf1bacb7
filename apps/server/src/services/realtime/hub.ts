import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database.ts';
import { GROUP_EVENTS_CHANNEL } from '../group-events.ts';

/** Called with nothing: the subscriber knows its link id and fetches what it needs. */
export type GroupChangeListener = () => void;
/** Told of every link that changed; undefined means any group may have changed unheard (LISTEN gap). */
export type AnyGroupChangeListener = (linkId: string | undefined) => void;

/**
 * The instance's one LISTEN on `group_events`, fanned out in process to whoever follows a link id.
 * PostgreSQL delivers a NOTIFY only when its transaction commits and to every listening
 * connection, so a change made through any instance reaches the subscribers of every instance.
 */
export interface GroupEventsHub {
  /** Follows the changes of one group; returns the function that stops following. */
  subscribe(linkId: string, listener: GroupChangeListener): () => void;
  /** Follows every group's changes (caches); returns the function that stops following. */
  subscribeAll(listener: AnyGroupChangeListener): () => void;
  /** True while the LISTEN is open and connected: every committed change is being heard. */
  readonly live: boolean;
  /** How many in-process subscribers follow `linkId` (or any link when absent). */
  subscriberCount(linkId?: string): number;
  /** Opens the LISTEN; idempotent. */
  start(): Promise<void>;
  /** Closes the LISTEN and forgets every subscriber; idempotent. */
  stop(): Promise<void>;
}

export function createGroupEventsHub(database: Pick<DatabaseHandle, 'listen'>, log?: FastifyBaseLogger): GroupEventsHub {
  const subscribers = new Map<string, Set<GroupChangeListener>>();
  const everyChange = new Set<AnyGroupChangeListener>();
  let starting: Promise<() => Promise<void>> | undefined;
  let live = false;

  const tellEveryChange = (linkId: string | undefined) => {
    for (const listener of [...everyChange]) {
      try {
        listener(linkId);
      } catch (error) {
        log?.error({ err: error, linkId }, 'group change listener failed');
      }
    }
  };

  const fanOut = (linkId: string) => {
    // Caches first: a viewer told next reads the group through them (group-views.ts) and must not find
    // the view from before the change.
    tellEveryChange(linkId);
    const set = subscribers.get(linkId);
    if (!set) return;
    // A copy: a listener may unsubscribe (itself or another) while we iterate.
    for (const listener of [...set]) {
      try {
        listener();
      } catch (error) {
        log?.error({ err: error, linkId }, 'group change listener failed');
      }
    }
  };

  return {
    subscribe(linkId, listener) {
      let set = subscribers.get(linkId);
      if (!set) {
        set = new Set();
        subscribers.set(linkId, set);
      }
      set.add(listener);
      const own = set;
      return () => {
        own.delete(listener);
        if (own.size === 0 && subscribers.get(linkId) === own) subscribers.delete(linkId);
      };
    },

    subscribeAll(listener) {
      everyChange.add(listener);
      return () => {
        everyChange.delete(listener);
      };
    },

    get live() {
      return live;
    },

    subscriberCount(linkId) {
      if (linkId !== undefined) return subscribers.get(linkId)?.size ?? 0;
      let total = 0;
      for (const set of subscribers.values()) total += set.size;
      return total;
    },

    async start() {
      // After a lost LISTEN connection, every followed group may have changed unseen: refresh them all.
      const refreshAll = () => {
        live = true;
        tellEveryChange(undefined);
        for (const linkId of [...subscribers.keys()]) fanOut(linkId);
      };
      const lost = () => {
        live = false;
        tellEveryChange(undefined);
      };
      starting ??= database.listen(GROUP_EVENTS_CHANNEL, fanOut, refreshAll, lost).then((unlisten) => {
        live = true;
        return unlisten;
      });
      try {
        await starting;
      } catch (error) {
        starting = undefined;
        throw error;
      }
    },

    async stop() {
      const pending = starting;
      starting = undefined;
      live = false;
      tellEveryChange(undefined);
      subscribers.clear();
      if (!pending) return;
      try {
        const unlisten = await pending;
        await unlisten();
      } catch (error) {
        // The database may already be closed (shutdown order); nothing is left to release then.
        log?.debug({ err: error }, 'group events: stopping the LISTEN failed');
      }
    },
  };
}
