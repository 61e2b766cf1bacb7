import { SAO_PAULO_OFFSET, TIMEZONE } from './dates.ts';

/**
 * Calendar months as the operator reads them, in America/São Paulo: a month starts at 00:00 −03:00
 * (SAO_PAULO_OFFSET, dates.ts).
 */

/** 'YYYY-MM' of an instant, in São Paulo. */
export function monthOf(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE, year: 'numeric', month: '2-digit' }).formatToParts(instant);
  const year = parts.find((p) => p.type === 'year')?.value;
  const month = parts.find((p) => p.type === 'month')?.value;
  return `${year}-${month}`;
}

/** The instant a month starts and the instant the next one starts. */
export function monthRange(month: string): { start: Date; end: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { start: new Date(`${month}-01T00:00:00${SAO_PAULO_OFFSET}`), end: new Date(`${next}-01T00:00:00${SAO_PAULO_OFFSET}`) };
}

/** The current month and the `count − 1` before it, newest first ('2026-11', '2026-10', …). */
export function recentMonths(now: Date, count: number): string[] {
  const months: string[] = [];
  let [y, m] = monthOf(now).split('-').map(Number) as [number, number];
  for (let i = 0; i < count; i++) {
    months.push(`${y}-${String(m).padStart(2, '0')}`);
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  }
  return months;
}

/** The Portuguese month name ('novembro') and year of 'YYYY-MM'. */
export function monthName(month: string): { name: string; year: number } {
  const { start } = monthRange(month);
  const name = new Intl.DateTimeFormat('pt-BR', { timeZone: TIMEZONE, month: 'long' }).format(start);
  return { name, year: Number(month.slice(0, 4)) };
}

/** 'novembro de 2026'. */
export function monthLabel(month: string): string {
  const { name, year } = monthName(month);
  return `${name} de ${year}`;
}

/** 'YYYY-MM-DD' of an instant, in São Paulo (the widget's counters and the funnel count by this day). */
export function dayOf(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** The instant a São Paulo day starts. */
export function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00${SAO_PAULO_OFFSET}`);
}

/** The last `count` São Paulo days up to today, oldest first ('2026-10-25', …, '2026-11-23'). */
export function recentDays(now: Date, count: number): string[] {
  const today = dayStart(dayOf(now)).getTime();
  // Noon of each day, so the step of 24 h can never land on a neighbouring day.
  return Array.from({ length: count }, (_, i) => dayOf(new Date(today + 12 * 3_600_000 - (count - 1 - i) * 86_400_000)));
}
