/**
 * Changes this process is about to commit, told in process the moment `announceGroupChange` runs
 * (inside the transaction, before the commit and long before the NOTIFY comes back through LISTEN).
 * The group read cache uses it to stop caching that group until the notification has surely arrived,
 * so whoever made a change reads it back at once from this instance.
 */
export type LocalChangeListener = (linkId: string) => void;

const listeners = new Set<LocalChangeListener>();

export function onLocalGroupChange(listener: LocalChangeListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceLocalGroupChange(linkId: string): void {
  for (const listener of [...listeners]) listener(linkId);
}
