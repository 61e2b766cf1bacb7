/** Where the server reads the time, so tests can move it (expiry, countdowns, token lifetimes). */
export interface Clock {
  now(): Date;
  /**
   * Milliseconds elapsed since some fixed moment, never set back: for durations measured in real time
   * (how long this instance distrusts its cache after its own change), which `set` does not move.
   */
  elapsedMs(): number;
}

export const systemClock: Clock = { now: () => new Date(), elapsedMs: () => performance.now() };
