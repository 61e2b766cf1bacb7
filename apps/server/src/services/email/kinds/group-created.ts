import { type Cents, formatBRL } from '@juntai/domain';
import type { EmailContent } from '../content.ts';
import { deadlineText, type GroupFacts, groupAction, UNPAID_AT_DEADLINE } from './group-facts.ts';

/** To the organizer, as the group opens: the link to share, the deadline, and where the management key lives. */
export const groupCreatedContent = (group: GroupFacts, link: string): EmailContent => ({
  subject: `Seu grupo para ${group.product_name} foi criado`,
  greeting: `Olá, ${group.creator_name}!`,
  blocks: [
    `Seu grupo de compra para ${group.product_name} está criado: ${group.number_of_quotas} cotas, total de ${formatBRL(group.total_cents as Cents)}.`,
    groupAction(link, 'Compartilhe o link com os participantes:'),
    `O grupo fica aberto até ${deadlineText(group.expires_at)}. ${UNPAID_AT_DEADLINE}`,
    'Importante: a chave de gerenciamento do grupo (para adicionar ou remover participantes) ficou guardada '
      + 'no navegador em que você criou o grupo. Use esse mesmo navegador para alterar a lista.',
  ],
});
