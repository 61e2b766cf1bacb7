import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDate, formatDateTime } from './dates.ts';

describe('pt-BR dates in São Paulo time', () => {
  it('shows the São Paulo calendar day, not UTC', () => {
    // 02:00 UTC on the 23rd is still the evening of the 22nd in São Paulo (UTC-3).
    expect(formatDate('2026-11-23T02:00:00Z')).toBe('22/11/2026');
    expect(formatDateTime('2026-11-23T02:00:00Z')).toBe('22/11/2026, 23:00');
  });
  it('counts down as HH:MM:SS and never below zero', () => {
    expect(formatCountdown(48 * 3600 * 1000)).toBe('48:00:00');
    expect(formatCountdown(3661_000)).toBe('01:01:01');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});
