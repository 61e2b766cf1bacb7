import { options } from 'preact';

/**
 * Web unit tests only (vitest.config.ts, setupFiles). In a browser Preact runs useEffect callbacks after the
 * next frame; React runs pending ones before it handles the next event. A test that clicks a few
 * milliseconds after a screen appeared (with fetch mocked to answer at once) could then act before the
 * screen's effects (TanStack Query's subscriptions) ran — a race no person can trigger. Running effects
 * in a microtask right after each commit gives the tests React's order. act() still flushes its own.
 */
options.requestAnimationFrame = (flush) => queueMicrotask(flush);
