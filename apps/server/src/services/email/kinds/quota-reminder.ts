import type { ReminderMoment } from '@juntai/domain';
import type { EmailContent } from '../content.ts';
import { closingText, type GroupFacts, groupAction, UNPAID_AT_DEADLINE } from './group-facts.ts';

/** To someone who tried to pay a quota and has not paid it (a declined card, a PIX not paid in time), before the deadline. */
export const quotaReminderContent = (group: GroupFacts, seatName: string, moment: ReminderMoment, link: string): EmailContent => ({
  subject: `Sua cota de ${group.product_name} ainda não está paga`,
  greeting: `Olá, ${seatName}!`,
  blocks: [
    `O grupo de ${group.creator_name} para ${group.product_name} ${closingText(group.expires_at, moment)}, e a sua cota ainda não está paga.`,
    UNPAID_AT_DEADLINE,
    groupAction(link, 'Pague a sua cota pelo link do grupo:'),
  ],
});
