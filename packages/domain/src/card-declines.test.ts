import { describe, expect, it } from 'vitest';
import { cardJoinsBlockedUntil } from './card-declines.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 27, 12, 0) + minutes * 60_000);

describe('when card declines shut card joins', () => {
  it('stays open through four declines, and shuts for an hour after the fifth within an hour', () => {
    const four = [at(0), at(10), at(20), at(30)];
    expect(cardJoinsBlockedUntil(four, at(31))).toBeUndefined();
    const five = [...four, at(50)];
    expect(cardJoinsBlockedUntil(five, at(51))).toEqual(at(110));
    expect(cardJoinsBlockedUntil(five, at(109))).toEqual(at(110));
    expect(cardJoinsBlockedUntil(five, at(110))).toBeUndefined();
  });

  it('does not count five declines spread over more than an hour', () => {
    expect(cardJoinsBlockedUntil([at(0), at(20), at(40), at(55), at(61)], at(62))).toBeUndefined();
  });

  it('reads the declines in any order', () => {
    expect(cardJoinsBlockedUntil([at(50), at(0), at(30), at(10), at(20)], at(60))).toEqual(at(110));
  });
});
