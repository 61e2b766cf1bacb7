import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDate, formatDateTime } from './dates.ts';

describe('pt-BR dates in São Paulo time', () => {
  it('shows the São Paulo calendar day, not UTC', () => {
    // 02:00 UTC on the 23rd is still the evening of the 22nd in São Paulo (UTC-3).
    expect(formatDate('2026-11-23T02:00:00Z')).toBe('22/11/2026');
    expect(formatDateTime('2026-11-23T02:00:00Z')).toBe('22/11/2026, 23:00');
  });
  it('writes exactly what Intl writes for São Paulo, from 2020 on', () => {
    const intlDate = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' });
    const intlDateTime = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit',
    });
    const from = Date.parse('2020-01-01T00:00:00Z');
    const to = Date.parse('2031-01-01T00:00:00Z');
    // Every 7 h 13 min over eleven years: every hour of the day, month ends, year ends, leap days.
    for (let t = from; t < to; t += 26_000_000) {
      expect(formatDate(new Date(t))).toBe(intlDate.format(t));
      expect(formatDateTime(new Date(t))).toBe(intlDateTime.format(t));
    }
  });
  it('counts down as HH:MM:SS and never below zero', () => {
    expect(formatCountdown(48 * 3600 * 1000)).toBe('48:00:00');
    expect(formatCountdown(3661_000)).toBe('01:01:01');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});
