import type { BadgeProps } from '../../../components/ui/badge.tsx';

type Tone = NonNullable<BadgeProps['tone']>;

/** The merchant list's status badges (spec §4); a status the panel does not know is shown raw, in grey. */
const KNOWN: Record<string, { label: string; tone: Tone }> = {
  active: { label: 'Ativo', tone: 'green' },
  completed: { label: 'Concluído', tone: 'blue' },
  expired: { label: 'Expirado', tone: 'red' },
};

export function statusBadge(status: string): { label: string; tone: Tone } {
  return KNOWN[status] ?? { label: status, tone: 'gray' };
}

export const STATUS_FILTERS = [
  { value: '', label: 'Todos' },
  { value: 'active', label: 'Ativos' },
  { value: 'completed', label: 'Concluídos' },
  { value: 'expired', label: 'Expirados' },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];
