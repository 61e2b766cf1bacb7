import { monthLabel, recentMonths } from '@juntai/domain';

/** The dashboard's period: 'total' or one calendar month 'YYYY-MM' (São Paulo). */
export type Period = string;

export const TOTAL_PERIOD = 'total';
export const PERIOD_MONTHS = 12;
const PERIOD_PATTERN = /^(total|\d{4}-(0[1-9]|1[0-2]))$/;

export interface PeriodOption {
  value: Period;
  label: string;
}

/**
 * The period selector's options: everything, then the current month and the 11 before it, newest
 * first, labelled with the Portuguese month name and year in America/São Paulo ('novembro de 2026').
 */
export function periodOptions(now: Date): PeriodOption[] {
  return [
    { value: TOTAL_PERIOD, label: 'Total (todo o período)' },
    ...recentMonths(now, PERIOD_MONTHS).map((month) => ({ value: month, label: monthLabel(month) })),
  ];
}

/** A period read from the address bar: one of the selector's options, else 'total'. */
export function parsePeriod(value: string | null, now: Date): Period {
  if (!value || !PERIOD_PATTERN.test(value)) return TOTAL_PERIOD;
  return periodOptions(now).some((option) => option.value === value) ? value : TOTAL_PERIOD;
}
