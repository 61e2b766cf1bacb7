import type { Clock } from '../clock.ts';

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
  /** Runs `work` with the clock `ms` ahead, then turns it back: the tests of a file share one clock. */
  async ahead<T>(ms: number, work: () => Promise<T>): Promise<T> {
    this.advance(ms);
    try {
      return await work();
    } finally {
      this.advance(-ms);
    }
  }
}
