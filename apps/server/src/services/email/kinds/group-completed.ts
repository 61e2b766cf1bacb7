import type { EmailContent } from '../content.ts';
import { type GroupFacts, groupAction } from './group-facts.ts';

/** To the organizer: every quota is paid. */
export const groupCompletedContent = (group: GroupFacts, link: string): EmailContent => ({
  subject: `Grupo completo: ${group.product_name}`,
  greeting: `Olá, ${group.creator_name}!`,
  blocks: [
    `Todas as ${group.number_of_quotas} cotas do grupo para ${group.product_name} foram pagas. O pedido será processado em breve.`,
    groupAction(link, 'Veja o grupo:'),
  ],
});
