import { describe, expect, it } from 'vitest';
import { parsePeriod, periodOptions } from './periods.ts';

describe('periodOptions', () => {
  it('offers total, then the current month and the 11 before it, in São Paulo time', () => {
    // 02:00 UTC on 1 December is still 30 November in São Paulo (UTC−3).
    const options = periodOptions(new Date('2026-12-01T02:00:00Z'));
    expect(options).toHaveLength(13);
    expect(options[0]).toEqual({ value: 'total', label: 'Total (todo o período)' });
    expect(options[1]).toEqual({ value: '2026-11', label: 'novembro de 2026' });
    expect(options[2]).toEqual({ value: '2026-10', label: 'outubro de 2026' });
    expect(options[12]).toEqual({ value: '2025-12', label: 'dezembro de 2025' });
  });

  it('crosses the year backwards', () => {
    const values = periodOptions(new Date('2027-02-10T15:00:00Z')).map((o) => o.value);
    expect(values.slice(1, 5)).toEqual(['2027-02', '2027-01', '2026-12', '2026-11']);
    expect(values.at(-1)).toBe('2026-03');
  });

  it('labels the months in lower-case Portuguese', () => {
    const labels = periodOptions(new Date('2026-03-15T12:00:00Z')).map((o) => o.label);
    expect(labels).toContain('março de 2026');
    expect(labels).toContain('janeiro de 2026');
  });
});

describe('parsePeriod', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('keeps a month of the selector', () => expect(parsePeriod('2026-05', now)).toBe('2026-05'));
  it('falls back to total for anything else', () => {
    expect(parsePeriod(null, now)).toBe('total');
    expect(parsePeriod('2026-13', now)).toBe('total');
    expect(parsePeriod('2024-01', now)).toBe('total');
    expect(parsePeriod('lixo', now)).toBe('total');
  });
});
