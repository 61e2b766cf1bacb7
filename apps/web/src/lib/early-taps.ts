/**
 * A drawn page (ADR 0035) is on screen before its script has run: until then a button has no
 * handler, and a button in a form would even send the form the old way and reload the page. The entry
 * script keeps the last button tapped in that time, without letting the browser act on it; the app
 * taps it again once it has taken the page over (boot.tsx), so a quick tap is answered late rather
 * than lost. Links are left alone: they work without the app.
 * Returns the hand-over: it stops keeping taps (React answers them from then on) and gives the kept one.
 */
export function keepEarlyTaps(root: HTMLElement): () => HTMLButtonElement | null {
  let kept: HTMLButtonElement | null = null;
  const keep = (event: Event) => {
    const button = (event.target as Element).closest?.('button');
    if (button && root.contains(button)) {
      event.preventDefault();
      kept = button;
    }
  };
  document.addEventListener('click', keep, true);
  return () => {
    document.removeEventListener('click', keep, true);
    return kept;
  };
}
