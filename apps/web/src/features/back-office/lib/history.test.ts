import { describe, expect, it } from 'vitest';
import { capitalized, chronological, historyTotals, type HistoryRow } from './history.ts';

const row = (month: string, revenue: number, created: number, completed: number): HistoryRow => ({
  month, label: month, revenue, groups_created: created, groups_completed: completed,
  average_per_completed: completed ? Math.round((revenue * 100) / completed) / 100 : 0,
});

describe('historyTotals', () => {
  it('sums to the centavo and averages over the whole year', () => {
    const totals = historyTotals([row('2026-11', 0.1, 2, 1), row('2026-10', 0.2, 3, 2), row('2026-09', 10, 1, 0)]);
    expect(totals.revenue).toBe(10.3);
    expect(totals.groupsCreated).toBe(6);
    expect(totals.groupsCompleted).toBe(3);
    expect(totals.averagePerCompleted).toBe(3.43);
  });

  it('is all zeros for a fresh installation', () => {
    expect(historyTotals([row('2026-11', 0, 0, 0)])).toEqual({ revenue: 0, groupsCreated: 0, groupsCompleted: 0, averagePerCompleted: 0 });
  });
});

describe('chronological', () => {
  it('orders the months oldest first', () => {
    expect(chronological([row('2026-11', 0, 0, 0), row('2025-12', 0, 0, 0), row('2026-01', 0, 0, 0)]).map((r) => r.month))
      .toEqual(['2025-12', '2026-01', '2026-11']);
  });
});

describe('capitalized', () => {
  it('raises only the first letter', () => {
    expect(capitalized('novembro de 2026')).toBe('Novembro de 2026');
    expect(capitalized('')).toBe('');
  });
});
