/** Dates are shown in pt-BR in the America/Sao_Paulo timezone, whatever the viewer's machine says. */
export const TIMEZONE = 'America/Sao_Paulo';

/**
 * São Paulo's offset from UTC, all year: Brazil has kept no summer time since 2019 (earlier dates are not
 * shown by the product). The server's SQL counts São Paulo days the same way (repositories/sao-paulo-day.ts).
 */
export const SAO_PAULO_OFFSET = '-03:00';
const SAO_PAULO_OFFSET_MS = -3 * 3_600_000;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The instant's São Paulo date and time fields. Written out rather than through Intl.DateTimeFormat:
 * building that formatter loads the time-zone and locale data, a long task before a phone's first paint.
 */
function saoPauloFields(value: Date | string) {
  const wall = new Date(new Date(value).getTime() + SAO_PAULO_OFFSET_MS);
  return {
    date: `${pad(wall.getUTCDate())}/${pad(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()}`,
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
  };
}

/** "22/11/2026" */
export function formatDate(value: Date | string): string {
  return saoPauloFields(value).date;
}

/** "22/11/2026, 14:05" */
export function formatDateTime(value: Date | string): string {
  const { date, time } = saoPauloFields(value);
  return `${date}, ${time}`;
}

/** Milliseconds left as "HH:MM:SS" (hours may pass 99); zero or less is "00:00:00". */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
