import { describe, expect, it } from 'vitest';
import { monthLabel, monthOf, monthRange, recentMonths } from './periods.ts';

describe('reporting months in São Paulo', () => {
  it('puts an instant in its São Paulo month, not its UTC one', () => {
    expect(monthOf(new Date('2026-12-01T02:00:00Z'))).toBe('2026-11');
    expect(monthOf(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12');
  });

  it('bounds a month at São Paulo midnight, across a year end', () => {
    expect(monthRange('2026-12')).toEqual({ start: new Date('2026-12-01T03:00:00Z'), end: new Date('2027-01-01T03:00:00Z') });
  });

  it('lists the current month and the previous eleven, newest first', () => {
    const months = recentMonths(new Date('2026-02-10T12:00:00Z'), 12);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2026-02');
    expect(months[1]).toBe('2026-01');
    expect(months[2]).toBe('2025-12');
    expect(months[11]).toBe('2025-03');
  });

  it('labels a month in Portuguese', () => {
    expect(monthLabel('2026-03')).toBe('março de 2026');
  });
});
