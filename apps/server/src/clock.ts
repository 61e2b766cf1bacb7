/** Where the server reads the time, so tests can move it (expiry, countdowns, token lifetimes). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance. */
export class ManualClock implements Clock {
  constructor(private current = new Date('2026-11-22T12:00:00-03:00')) {}
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
