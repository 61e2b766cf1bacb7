/**
 * Changes this app instance is about to commit, told in process the moment `announceGroupChange` runs
 * (inside the transaction, before the commit and long before the NOTIFY comes back through LISTEN).
 * The group views (group-views.ts) use it to stop serving that group from memory until the notification
 * has surely arrived, so whoever made a change reads it back at once from this instance. One per app
 * (its context's `localChanges`): two instances in one process hear only their own changes, as two
 * processes would.
 */
export type LocalChangeListener = (linkId: string) => void;

export interface LocalChanges {
  announce(linkId: string): void;
  /** Returns the function that stops listening. */
  listen(listener: LocalChangeListener): () => void;
}

export function createLocalChanges(): LocalChanges {
  const listeners = new Set<LocalChangeListener>();
  return {
    announce(linkId) {
      for (const listener of [...listeners]) listener(linkId);
    },
    listen(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
