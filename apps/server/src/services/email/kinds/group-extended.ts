import type { EmailContent } from '../content.ts';
import { deadlineText, type GroupFacts, groupAction, UNPAID_AT_DEADLINE } from './group-facts.ts';

/** To each person who paid a quota: the organizer extended the deadline once (ADR 0031); their payment stays. */
export const groupExtendedContent = (group: GroupFacts, payerName: string, paidCount: number, link: string): EmailContent => ({
  subject: `Prazo prorrogado: o grupo para ${group.product_name} fecha em ${deadlineText(group.expires_at)}`,
  greeting: `Olá, ${payerName}!`,
  blocks: [
    `${group.creator_name} prorrogou o prazo do grupo para ${group.product_name}. O novo prazo é ${deadlineText(group.expires_at)}.\n`
      + `Cotas pagas: ${paidCount} de ${group.number_of_quotas}. Seu pagamento continua garantido; você não precisa fazer nada.`,
    UNPAID_AT_DEADLINE,
    groupAction(link, 'Acompanhe o grupo e ajude a completar:'),
  ],
});
