/**
 * A form as typed, kept in this tab's sessionStorage under one key per page, so a reload or a return
 * keeps it. Never breaks the form: with storage disabled, full or holding a corrupted value, the form
 * simply starts empty and is not kept. `shape` turns whatever was stored into a whole, valid draft.
 */
export function tabDraft<Draft>(key: string, shape: (stored: Partial<Draft>) => Draft) {
  return {
    read(): Draft | null {
      try {
        const stored = JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as Partial<Draft> | null;
        return stored && typeof stored === 'object' ? shape(stored) : null;
      } catch {
        return null;
      }
    },
    save(draft: Draft) {
      try {
        window.sessionStorage.setItem(key, JSON.stringify(draft));
      } catch {
        // Not kept; the form still works.
      }
    },
    clear() {
      try {
        window.sessionStorage.removeItem(key);
      } catch {
        // Nothing was kept.
      }
    },
  };
}

/** A stored field that should be text: anything else reads as empty. */
export const storedText = (field: unknown): string => (typeof field === 'string' ? field : '');
