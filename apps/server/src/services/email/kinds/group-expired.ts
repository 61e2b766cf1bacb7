import type { EmailContent } from '../content.ts';
import { type GroupFacts, groupAction } from './group-facts.ts';

/** To the organizer: the deadline passed before every quota was paid, and what went back. */
export const groupExpiredContent = (group: GroupFacts, paidCount: number, returnedCount: number, link: string): EmailContent => ({
  subject: `Grupo expirado: ${group.product_name}`,
  greeting: `Olá, ${group.creator_name}!`,
  blocks: [
    `O prazo do grupo para ${group.product_name} terminou com ${paidCount} de ${group.number_of_quotas} cotas pagas.\n`
      + (returnedCount > 0
        ? `Os ${returnedCount === 1 ? 'pagamento feito foi devolvido' : `${returnedCount} pagamentos feitos foram devolvidos`} automaticamente.`
        : 'Nenhum pagamento precisou ser devolvido.'),
    groupAction(link, 'Se quiser, crie um novo grupo e compartilhe o link outra vez.'),
  ],
});
