import { type Cents, formatBRL, formatDateTime } from '@juntai/domain';
import type { EmailContent } from '../content.ts';
import { type GroupFacts, groupAction } from './group-facts.ts';

/** To the organizer, as the group opens: the link to share, the deadline, and where the management key lives. */
export const groupCreatedContent = (group: GroupFacts, link: string): EmailContent => ({
  subject: `Seu grupo para ${group.product_name} foi criado`,
  greeting: `Olá, ${group.creator_name}!`,
  blocks: [
    `Seu grupo de compra para ${group.product_name} está criado: ${group.number_of_quotas} cotas, total de ${formatBRL(group.total_cents as Cents)}.`,
    groupAction(link, 'Compartilhe o link com os participantes:'),
    `O grupo fica aberto até ${formatDateTime(group.expires_at)} (horário de Brasília). `
      + 'Se nem todas as cotas forem pagas até lá, os pagamentos são devolvidos automaticamente.',
    'Importante: a chave de gerenciamento do grupo (para adicionar ou remover participantes) ficou guardada '
      + 'no navegador em que você criou o grupo. Use esse mesmo navegador para alterar a lista.',
  ],
});
