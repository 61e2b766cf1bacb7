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

/** A clock tests can set and advance. */
export class ManualClock implements Clock {
  #skippedMs = 0;
  constructor(private current = new Date('2026-11-22T12:00:00-03:00')) {}
  /** Real elapsed time, plus what `skipElapsed` added. */
  elapsedMs(): number {
    return performance.now() + this.#skippedMs;
  }
  /** Lets `ms` of real time pass at once, for what is timed in real time (`elapsedMs`). */
  skipElapsed(ms: number): void {
    this.#skippedMs += ms;
  }
  now(): Date {
    return new Date(this.current);
  }
  set(value: Date | string): void {
    this.current = new Date(value);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
