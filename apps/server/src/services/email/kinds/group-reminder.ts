import { type Cents, formatBRL, type ReadyMessage, type ReminderMoment, whatsappLink } from '@juntai/domain';
import type { EmailContent, EmailReadyMessage } from '../content.ts';
import { closingText, type GroupFacts, groupAction, timeLeftText, UNPAID_AT_DEADLINE } from './group-facts.ts';

/** A name on the invite list whose quota is not paid, and where its payment stands. */
export interface UnpaidSeat {
  name: string;
  isCreator: boolean;
  state: 'pending' | 'processing' | 'failed';
}

/** What a reminder tells the organizer is missing. */
export interface ReminderFacts {
  moment: ReminderMoment;
  paidCount: number;
  missingCents: number;
  /** The names not paid, in the list's order. */
  unpaid: readonly UnpaidSeat[];
  /** Quotas with no name on the list yet. */
  freeSlots: number;
  /** The WhatsApp texts to send (the domain's reminderMessages), each with the group's link. */
  messages: readonly ReadyMessage[];
}

const STATE_NOTE: Record<UnpaidSeat['state'], string> = {
  pending: '',
  processing: ' — PIX gerado, ainda não pago',
  failed: ' — pagamento recusado',
};

const MESSAGE_LEAD: Record<ReadyMessage['kind'], string> = {
  last_slots: 'Mensagem de últimas cotas, pronta para o WhatsApp:',
  smart: 'Mensagem pronta para o WhatsApp:',
  casual: 'Ou uma mais curta:',
};

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

function unpaidList(facts: ReminderFacts): string {
  const names = facts.unpaid.map((seat) => `• ${seat.name}${seat.isCreator ? ' (você)' : ''}${STATE_NOTE[seat.state]}`);
  const free = facts.freeSlots > 0 ? [`• ${facts.freeSlots} ${plural(facts.freeSlots, 'vaga sem nome', 'vagas sem nome')} na lista`] : [];
  return ['Ainda sem pagamento:', ...names, ...free].join('\n');
}

const readyMessage = (message: ReadyMessage): EmailReadyMessage => ({
  lead: MESSAGE_LEAD[message.kind], message: message.text, label: 'Enviar pelo WhatsApp', href: whatsappLink(undefined, message.text),
});

/** To the organizer, 24 h and 2 h before the deadline: who has not paid, how much is missing, messages to send. */
export function groupReminderContent(group: GroupFacts, facts: ReminderFacts, link: string): EmailContent {
  const left = group.number_of_quotas - facts.paidCount;
  return {
    subject: `${plural(left, 'Falta 1 cota', `Faltam ${left} cotas`)}: o grupo para ${group.product_name} fecha em ${timeLeftText(facts.moment)}`,
    greeting: `Olá, ${group.creator_name}!`,
    blocks: [
      `O grupo para ${group.product_name} ${closingText(group.expires_at, facts.moment)}.\n`
        + `Cotas pagas: ${facts.paidCount} de ${group.number_of_quotas}. Faltam ${formatBRL(facts.missingCents as Cents)} para completar.`,
      unpaidList(facts),
      UNPAID_AT_DEADLINE,
      ...facts.messages.map(readyMessage),
      groupAction(link, 'Acompanhe o grupo:'),
    ],
  };
}
