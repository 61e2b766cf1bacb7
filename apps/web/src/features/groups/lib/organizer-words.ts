import type { Group } from '@juntai/contract';

/**
 * The organizer's own view of their group speaks to them: the spec's invitation and "o organizador"
 * are for everyone else. Each text here replaces a visitor's one on the organizer's screen.
 */

/** The page heading: what matters about their group now. */
export function organizerHeadline(group: Group): string {
  if (group.status === 'completed') return 'Seu grupo está completo!';
  if (group.status === 'expired') return 'Seu grupo expirou';
  const left = Math.max(0, group.number_of_quotas - group.paid_count);
  return `Seu grupo: ${left === 1 ? 'falta 1 cota' : `faltam ${left} cotas`} de ${group.number_of_quotas}`;
}

/** The tab's title (the link preview crawlers read stays the invitation, drawn by the server). */
export const organizerTitle = (group: Group, platformName: string): string => `${organizerHeadline(group)} — ${group.product_name} — ${platformName}`;

export const EXTENDED_FOR_ORGANIZER = 'Você prorrogou o prazo deste grupo.';
export const EXTENDED_FOR_VISITOR = 'O organizador prorrogou o prazo deste grupo.';
