import type { BadgeProps } from '../../../components/ui/badge.tsx';

type Tone = NonNullable<BadgeProps['tone']>;
interface Look { label: string; tone: Tone }

/** Group status badges (spec §4): Ativo, Concluído, Expirado; an unknown status shown raw, in grey. */
const GROUP_STATUS: Record<string, Look> = {
  active: { label: 'Ativo', tone: 'green' },
  completed: { label: 'Concluído', tone: 'blue' },
  expired: { label: 'Expirado', tone: 'red' },
};
export function groupStatusLook(status: string): Look {
  return GROUP_STATUS[status] ?? { label: status, tone: 'gray' };
}

/** Merchant status badges: Ativo, Inativo, Desinstalado. */
export const MERCHANT_STATUS_LABELS = { active: 'Ativo', inactive: 'Inativo', uninstalled: 'Desinstalado' } as const;
const MERCHANT_STATUS: Record<string, Look> = {
  active: { label: MERCHANT_STATUS_LABELS.active, tone: 'green' },
  inactive: { label: MERCHANT_STATUS_LABELS.inactive, tone: 'amber' },
  uninstalled: { label: MERCHANT_STATUS_LABELS.uninstalled, tone: 'red' },
};
export function merchantStatusLook(status: string): Look {
  return MERCHANT_STATUS[status] ?? { label: status, tone: 'gray' };
}

/** The dashboard's short group id: the last 6 characters of the link, in capitals. */
export function shortGroupId(linkId: string): string {
  return linkId.slice(-6).toUpperCase();
}

const percentFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2, minimumFractionDigits: 0 });
/** 2.5 → '2,5%'. */
export function formatPercent(value: number): string {
  return `${percentFormat.format(value)}%`;
}

/** Shown progress of a group: participants/target as a 0–100 percentage, capped. */
export function progressOf(participants: number, target: number): number {
  if (!(target > 0) || !(participants > 0)) return 0;
  return Math.min(100, Math.round((participants / target) * 100));
}
