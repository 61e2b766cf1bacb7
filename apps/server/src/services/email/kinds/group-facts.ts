import { type Cents, formatBRL, formatDateTime, REMINDER_LEAD_MS, type ReminderMoment } from '@juntai/domain';
import type { GroupRow, PaymentRow } from '../../../db/schema.ts';
import type { EmailAction } from '../content.ts';

/** What the group e-mails tell about a group and a payment (rows as the services hold them). */
export type GroupFacts = Pick<GroupRow, 'link_id' | 'product_name' | 'creator_name' | 'creator_email' | 'number_of_quotas' | 'expires_at' | 'total_cents'>;
export type PaymentFacts = Pick<PaymentRow, 'id' | 'name' | 'email' | 'amount_cents' | 'method' | 'installments' | 'installment_cents' | 'seat_key' | 'covered_by_organizer'>;

/**
 * Who paid, as the e-mail to the payment's address greets them: the organizer when they covered a
 * friend's quota (the payment's name is the friend's seat, the address the organizer's own).
 */
export const payerName = (group: GroupFacts, payment: PaymentFacts) => (payment.covered_by_organizer ? group.creator_name : payment.name);

/**
 * The quota as its payer reads it, with the preposition joined to the article as Portuguese does:
 * "a sua cota" / "da sua cota" / "pela sua cota", or "a cota de Caio" when they paid a friend's.
 */
export function quotaWords(payment: PaymentFacts, preposition?: 'de' | 'por'): string {
  const article = preposition === 'de' ? 'da' : preposition === 'por' ? 'pela' : 'a';
  return payment.covered_by_organizer ? `${article} cota de ${payment.name}` : `${article} sua cota`;
}

/** How a payment was made, as a sentence continues it: "via PIX", "no cartão em 3x de R$ 10,00". */
export function paidHow(payment: PaymentFacts): string {
  if (payment.method === 'pix') return 'via PIX';
  return payment.installments > 1 ? `no cartão em ${payment.installments}x de ${formatBRL(payment.installment_cents as Cents)}` : 'no cartão, à vista';
}

/** Every group e-mail's button: to the group's public page. */
export const groupAction = (href: string, lead?: string): EmailAction => ({ ...(lead ? { lead } : {}), label: 'Ver o grupo', href });

/** A group's deadline as every e-mail writes it: São Paulo's date and time, said so. */
export const deadlineText = (expiresAt: Date) => `${formatDateTime(expiresAt)} (horário de Brasília)`;

/** What happens at the deadline to a group not fully paid, as the e-mails say it. */
export const UNPAID_AT_DEADLINE = 'Se nem todas as cotas forem pagas até lá, os pagamentos são devolvidos automaticamente.';

/** How much time a reminder says is left: less than its lead ("menos de 24 horas"), true however late it arrives. */
export const timeLeftText = (moment: ReminderMoment) => `menos de ${REMINDER_LEAD_MS[moment] / 3_600_000} horas`;

/** A reminder's words of the deadline: when, and how much time is left. */
export const closingText = (expiresAt: Date, moment: ReminderMoment) => `fecha em ${deadlineText(expiresAt)}, daqui a ${timeLeftText(moment)}`;
