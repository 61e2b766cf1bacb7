import './index.css';
import { keepEarlyTaps } from './lib/early-taps.ts';

/**
 * The page's entry: small on purpose. A page the server drew (entry-server.tsx) is readable before any
 * script; the app's code (boot.tsx, with React DOM) is only asked for once the browser has painted that
 * drawing, so a slow phone shows the page first and spends its connection and its processor on
 * hydrating after (LCP 1.6–1.9 → 1.0–1.3 s). A page the browser draws itself starts at once,
 * and its HTML names the code it needs (apps/server/src/plugins/route-preloads.ts).
 */
const root = document.getElementById('root') as HTMLElement;
const state = document.getElementById('juntai-state');
const drawn = state !== null && root.hasChildNodes();
const handOverTaps = drawn ? keepEarlyTaps(root) : undefined;

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./boot.tsx').then(({ boot }) => boot(root, drawn ? state : null, handOverTaps));
};

/**
 * Runs `then` once the browser reports the page's first contentful paint (every supported browser has
 * paint timing), or after `limitMs` at the latest.
 */
function afterFirstPaint(then: () => void, limitMs: number): void {
  setTimeout(then, limitMs);
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(then, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
}

// A tab opened in the background paints nothing until it is shown: it starts at once.
if (drawn && document.visibilityState === 'visible') afterFirstPaint(start, 3000);
else start();
