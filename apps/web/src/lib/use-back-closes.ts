import { useEffect, useRef } from 'react';

/** The history entry a dialog opened and is about to give back (kept if the same dialog opens again at once). */
let leaving: { marker: string; timer: number } | null = null;

const topMarker = (): unknown => (window.history.state as { juntaiSheet?: unknown } | null)?.juntaiSheet;

/** The entries of the sheets open now. */
const owned = new Set<string>();

/**
 * Back closes an open dialog or sheet instead of leaving the page (Android's back button, a browser's):
 * opening adds one history entry on the same address, back takes it and closes; closing another way
 * (its X, Escape, a button) gives the entry back. React's development double effects reuse the entry.
 */
export function useBackCloses(open: boolean, close: () => void): void {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  }, [close]);

  useEffect(() => {
    if (!open) return;
    let marker: string;
    const top = topMarker();
    if (leaving && top === leaving.marker) {
      window.clearTimeout(leaving.timer);
      marker = leaving.marker;
      leaving = null;
    } else if (typeof top === 'string' && !owned.has(top)) {
      // An entry no open sheet owns: the page was reloaded with a sheet open (history keeps its entry),
      // and the sheet opening again takes it rather than adding a second one for back to go through.
      marker = top;
    } else {
      marker = `${Date.now()}-${Math.random()}`;
      window.history.pushState({ ...(window.history.state as object | null), juntaiSheet: marker }, '');
    }
    owned.add(marker);
    let closedByBack = false;
    const onPop = () => {
      if (topMarker() === marker) return;
      closedByBack = true;
      closeRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      owned.delete(marker);
      // Gone by back, or by a link to another page (its entry is on top now): nothing to give back.
      if (closedByBack || topMarker() !== marker) return;
      const timer = window.setTimeout(() => {
        leaving = null;
        if (topMarker() === marker) window.history.back();
      }, 0);
      leaving = { marker, timer };
    };
  }, [open]);
}
