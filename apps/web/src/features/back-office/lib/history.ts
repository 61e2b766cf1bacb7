import { cents, centsFromReais, mulDivHalfUp } from '@juntai/domain';

export interface HistoryRow {
  month: string;
  label: string;
  revenue: number;
  groups_created: number;
  groups_completed: number;
  average_per_completed: number;
}

/**
 * The revenue report's total row: revenue summed in centavos (no floating drift), groups summed, and
 * the average per completed group over the whole year (not an average of the monthly averages).
 */
export function historyTotals(rows: readonly HistoryRow[]): { revenue: number; groupsCreated: number; groupsCompleted: number; averagePerCompleted: number } {
  const revenueCents = rows.reduce((sum, row) => sum + centsFromReais(row.revenue), 0);
  const groupsCreated = rows.reduce((sum, row) => sum + row.groups_created, 0);
  const groupsCompleted = rows.reduce((sum, row) => sum + row.groups_completed, 0);
  const average = groupsCompleted > 0 ? mulDivHalfUp(cents(revenueCents), 1, groupsCompleted) : 0;
  return { revenue: revenueCents / 100, groupsCreated, groupsCompleted, averagePerCompleted: Number(average) / 100 };
}

/** The history oldest first, as a chart reads left to right (the server sends the newest first). */
export function chronological<T extends { month: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.month.localeCompare(b.month));
}

/** 'novembro de 2026' → 'Novembro de 2026' (only the first letter: 'de' stays lower case). */
export function capitalized(text: string): string {
  return text ? text[0]!.toLocaleUpperCase('pt-BR') + text.slice(1) : text;
}
