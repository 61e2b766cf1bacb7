/** Dates are shown in pt-BR in the America/Sao_Paulo timezone, whatever the viewer's machine says. */
export const TIMEZONE = 'America/Sao_Paulo';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: TIMEZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIMEZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit',
});

/** "22/11/2026" */
export function formatDate(value: Date | string): string {
  return dateFormat.format(new Date(value));
}

/** "22/11/2026, 14:05" */
export function formatDateTime(value: Date | string): string {
  return dateTimeFormat.format(new Date(value));
}

/** Milliseconds left as "HH:MM:SS" (hours may pass 99); zero or less is "00:00:00". */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
