/**
 * localStorage that never breaks the page (private mode, storage disabled or full: the visit still
 * works) and tells React about changes: other tabs fire `storage`, same-tab writes fire our own event.
 */
const CHANGE_EVENT = 'juntai:storage-changed';

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * A stored JSON object read as a map, each value kept as `clean` makes it (undefined leaves it out).
 * Private mode, storage disabled or a corrupted value: it reads as a browser that holds nothing.
 */
export function readStoredMap<T>(key: string, clean: (value: unknown) => T | undefined): Record<string, T> {
  try {
    const parsed: unknown = JSON.parse(readStorage(key) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).flatMap(([entryKey, value]) => {
      const kept = clean(value);
      return kept === undefined ? [] : [[entryKey, kept]];
    }));
  } catch {
    return {};
  }
}

/** Writes (or removes, with null) a value and announces the change. */
export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Nothing to do: this browser simply will not remember it.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** A `subscribe` for useSyncExternalStore that follows every stored value of this app. */
export function subscribeStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}
