import { Badge, type BadgeProps } from '../../../components/ui/badge.tsx';

const statuses: Record<string, { label: string; tone: NonNullable<BadgeProps['tone']> }> = {
  active: { label: 'Ativo', tone: 'green' },
  completed: { label: 'Concluído', tone: 'blue' },
  expired: { label: 'Expirado', tone: 'red' },
};

/** Ativo / Concluído / Expirado; a status this version does not know is shown as sent, in grey. */
export function GroupStatusBadge({ status }: { status: string }) {
  const known = statuses[status];
  return <Badge tone={known?.tone ?? 'gray'} data-testid="group-status">{known?.label ?? status}</Badge>;
}
