import { useEffect, useState } from 'react';

/** The spec's countdown tick. */
const TICK_MS = 1000;

/**
 * Milliseconds left until `expiresAt`, ticking every second. Phones' clocks are often wrong, so the
 * time is measured on the server's clock: `serverTime` (sent with every group answer) tells how far
 * the phone is off, and the countdown adds that offset to the phone's ticking clock.
 */
export function useCountdown(expiresAt: string, serverTime: string, running: boolean): number {
  const [offset, setOffset] = useState(0);
  // The first render counts from the answer's own server time, so the server's drawing of the page and
  // the browser's first render say the same (hydration); the effects below then set the real clock.
  const [now, setNow] = useState(() => {
    const server = Date.parse(serverTime);
    return Number.isNaN(server) ? Date.now() : server;
  });

  useEffect(() => {
    const server = Date.parse(serverTime);
    setOffset(Number.isNaN(server) ? 0 : server - Date.now());
  }, [serverTime]);

  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  return Date.parse(expiresAt) - (now + offset);
}
