import { type Cents, formatBRL, formatDateTime } from '@juntai/domain';
import type { Executor } from '../../db/executor.ts';
import type { GroupRow, PaymentRow } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import type { OutgoingEmail } from './outbox.ts';
import { enqueueGroupEmails } from './recipient-caps.ts';

/**
 * The e-mails of a group's life, queued in the transaction of the change they tell about. Each has a
 * dedupe key, so a change replayed (a webhook resent, a sweep run twice) never sends one twice.
 * Plain text only: names typed by people are never put into HTML. Anyone may type anyone's address,
 * so each is queued within the caps per recipient (recipient-caps.ts).
 */
const enqueueEmail = (db: Executor, email: OutgoingEmail) => enqueueGroupEmails(db, [email]);

/** The group's public page: PUBLIC_BASE_URL (or http://localhost:PORT) + /g/{link_id}. */
export function groupLink(env: Env, linkId: string): string {
  const base = (env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return `${base}/g/${linkId}`;
}

type GroupFacts = Pick<GroupRow, 'link_id' | 'product_name' | 'creator_name' | 'creator_email' | 'number_of_quotas' | 'expires_at' | 'total_cents'>;
type PaymentFacts = Pick<PaymentRow, 'id' | 'name' | 'email' | 'amount_cents' | 'method' | 'installments' | 'installment_cents'>;

export async function queueGroupCreatedEmail(db: Executor, env: Env, group: GroupFacts): Promise<void> {
  const link = groupLink(env, group.link_id);
  await enqueueEmail(db, {
    to: group.creator_email,
    subject: `Seu grupo para ${group.product_name} foi criado`,
    text: `Olá, ${group.creator_name}!\n\n`
      + `Seu grupo de compra para ${group.product_name} está criado: ${group.number_of_quotas} cotas, `
      + `total de ${formatBRL(group.total_cents as Cents)}.\n\n`
      + `Compartilhe o link com os participantes:\n${link}\n\n`
      + `O grupo fica aberto até ${formatDateTime(group.expires_at)} (horário de Brasília). `
      + 'Se nem todas as cotas forem pagas até lá, os pagamentos são devolvidos automaticamente.\n\n'
      + 'Importante: a chave de gerenciamento do grupo (para adicionar ou remover participantes) ficou guardada '
      + 'no navegador em que você criou o grupo. Use esse mesmo navegador para alterar a lista.',
    dedupeKey: `group-created:${group.link_id}`,
  });
}

/** To the organizer: someone paid a quota. */
export function quotaPaidEmail(env: Env, group: GroupFacts, payment: PaymentFacts, paidCount: number): OutgoingEmail {
  return {
    to: group.creator_email,
    subject: `${payment.name} pagou uma cota de ${group.product_name}`,
    text: `Olá, ${group.creator_name}!\n\n`
      + `${payment.name} pagou a cota de ${formatBRL(payment.amount_cents as Cents)} `
      + `(${payment.method === 'pix' ? 'PIX' : 'cartão'}).\n`
      + `Cotas pagas: ${paidCount} de ${group.number_of_quotas}.\n\n`
      + `Acompanhe o grupo: ${groupLink(env, group.link_id)}`,
    dedupeKey: `quota-paid:${payment.id}`,
  };
}

/** To the payer: their quota is paid (the card reserved, or the PIX received). */
export function paymentConfirmedEmail(env: Env, group: GroupFacts, payment: PaymentFacts): OutgoingEmail {
  const how = payment.method === 'pix'
    ? 'via PIX'
    : payment.installments > 1
      ? `no cartão em ${payment.installments}x de ${formatBRL(payment.installment_cents as Cents)}`
      : 'no cartão, à vista';
  return {
    to: payment.email,
    subject: `Pagamento confirmado: sua cota de ${group.product_name}`,
    text: `Olá, ${payment.name}!\n\n`
      + `Recebemos o pagamento da sua cota de ${formatBRL(payment.amount_cents as Cents)} ${how} `
      + `no grupo de ${group.creator_name} para ${group.product_name}.\n\n`
      + (payment.method === 'card'
        ? 'O valor fica reservado no cartão e só é cobrado quando todas as cotas forem pagas. '
        : '')
      + 'Se o grupo não se completar até o prazo, o valor é devolvido automaticamente.\n\n'
      + `Acompanhe o grupo: ${groupLink(env, group.link_id)}`,
    dedupeKey: `payment-confirmed:${payment.id}`,
  };
}

/** A quota paid: the payer's confirmation and the organizer's notice, queued together. */
export async function queueQuotaPaidEmails(db: Executor, env: Env, group: GroupFacts, payment: PaymentFacts, paidCount: number): Promise<void> {
  await enqueueGroupEmails(db, quotaPaidEmails(env, group, payment, paidCount));
}

export function quotaPaidEmails(env: Env, group: GroupFacts, payment: PaymentFacts, paidCount: number): OutgoingEmail[] {
  return [paymentConfirmedEmail(env, group, payment), quotaPaidEmail(env, group, payment, paidCount)];
}

export async function queueGroupCompletedEmail(db: Executor, env: Env, group: GroupFacts): Promise<void> {
  await enqueueEmail(db, {
    to: group.creator_email,
    subject: `Grupo completo: ${group.product_name}`,
    text: `Olá, ${group.creator_name}!\n\n`
      + `Todas as ${group.number_of_quotas} cotas do grupo para ${group.product_name} foram pagas. `
      + 'O pedido será processado em breve.\n\n'
      + `Veja o grupo: ${groupLink(env, group.link_id)}`,
    dedupeKey: `group-completed:${group.link_id}`,
  });
}

export async function queueGroupExpiredEmail(
  db: Executor, env: Env, group: GroupFacts, paidCount: number, returnedCount: number,
): Promise<void> {
  await enqueueEmail(db, {
    to: group.creator_email,
    subject: `Grupo expirado: ${group.product_name}`,
    text: `Olá, ${group.creator_name}!\n\n`
      + `O prazo do grupo para ${group.product_name} terminou com ${paidCount} de ${group.number_of_quotas} cotas pagas.\n`
      + (returnedCount > 0
        ? `Os ${returnedCount === 1 ? 'pagamento feito foi devolvido' : `${returnedCount} pagamentos feitos foram devolvidos`} automaticamente.\n\n`
        : 'Nenhum pagamento precisou ser devolvido.\n\n')
      + 'Se quiser, crie um novo grupo e compartilhe o link outra vez.\n'
      + groupLink(env, group.link_id),
    dedupeKey: `group-expired:${group.link_id}`,
  });
}

/** Why money went back: the group expired, or a PIX was paid after its charge had lapsed. */
export type RefundReason = 'group_expired' | 'charge_lapsed';

export async function queuePaymentRefundedEmail(
  db: Executor, env: Env, group: GroupFacts, payment: PaymentFacts, reason: RefundReason = 'group_expired',
): Promise<void> {
  const why = reason === 'group_expired'
    ? `O grupo de ${group.creator_name} para ${group.product_name} não se completou a tempo, `
    : `O PIX da sua cota no grupo de ${group.creator_name} para ${group.product_name} foi pago depois que a cobrança venceu, `;
  await enqueueEmail(db, {
    to: payment.email,
    subject: `Pagamento devolvido: ${group.product_name}`,
    text: `Olá, ${payment.name}!\n\n`
      + why
      + `então o valor da sua cota (${formatBRL(payment.amount_cents as Cents)}) foi devolvido`
      + (payment.method === 'card' ? ' ao seu cartão' : ' para a conta de origem do PIX')
      + '. O prazo para aparecer no extrato depende do seu banco.\n\n'
      + groupLink(env, group.link_id),
    dedupeKey: `payment-refunded:${payment.id}`,
  });
}
