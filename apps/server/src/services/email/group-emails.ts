import { nameKey, payerPaymentState, reminderWindow } from '@juntai/domain';
import type { Executor } from '../../db/executor.ts';
import type { PaymentRow } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { groupCompletedContent } from './kinds/group-completed.ts';
import { groupCreatedContent } from './kinds/group-created.ts';
import { groupExpiredContent } from './kinds/group-expired.ts';
import { groupExtendedContent } from './kinds/group-extended.ts';
import type { GroupFacts, PaymentFacts } from './kinds/group-facts.ts';
import { groupReminderContent, type ReminderFacts } from './kinds/group-reminder.ts';
import { paymentConfirmedContent } from './kinds/payment-confirmed.ts';
import { paymentRefundedContent, type RefundReason } from './kinds/payment-refunded.ts';
import { groupCompletedPayerContent } from './kinds/group-completed-payer.ts';
import { coveredQuotaReceiptContent, quotaCoveredContent } from './kinds/quota-covered.ts';
import { quotaPaidContent } from './kinds/quota-paid.ts';
import { quotaReminderContent } from './kinds/quota-reminder.ts';
import { emailOf, type OutgoingEmail } from './outbox.ts';
import { GROUP_CREATED_KEY_PREFIX } from '../abuse/limits.ts';
import { publicBaseUrl } from '../public-base-url.ts';
import { enqueueGroupEmails } from './recipient-caps.ts';

/**
 * The e-mails of a group's life, queued in the transaction of the change they tell about. Each has a
 * dedupe key, so a change replayed (a webhook resent, a sweep run twice) never sends one twice. What
 * each says is in kinds/; its HTML part is rendered when it is sent (ADR 0026). Anyone may type
 * anyone's address, so each is queued within the caps per recipient (recipient-caps.ts).
 */

/** The group's public page: the e-mailed links' base (publicBaseUrl) + /g/{link_id}. */
export const groupLink = (env: Env, linkId: string): string => `${publicBaseUrl({ env })}/g/${linkId}`;

export async function queueGroupCreatedEmail(db: Executor, env: Env, group: GroupFacts): Promise<void> {
  const content = groupCreatedContent(group, groupLink(env, group.link_id));
  await enqueueGroupEmails(db, [emailOf(group.creator_email, content, `${GROUP_CREATED_KEY_PREFIX}${group.link_id}`)]);
}

/**
 * A quota paid: the payer's confirmation, then the organizer's notice, each to the person it is about.
 * The organizer paying their own quota gets the confirmation only. The organizer covering a friend's
 * quota gets the receipt of what they paid for whom, and the friend (`friendEmail`, an address they
 * gave on an earlier attempt at this seat) hears that their quota is paid. A card only authorised is
 * told as reserved, by the one mapping of what a payer is told (the domain's payerPaymentState).
 */
export function quotaPaidEmails(
  env: Env, group: GroupFacts, payment: PaymentFacts & Pick<PaymentRow, 'status' | 'pix_expires_at'>, paidCount: number, now: Date, friendEmail?: string,
): OutgoingEmail[] {
  const link = groupLink(env, group.link_id);
  const held = payerPaymentState({ status: payment.status, method: payment.method, pixExpiresAt: payment.pix_expires_at }, now) === 'reserved';
  if (payment.covered_by_organizer) {
    return [
      emailOf(payment.email, coveredQuotaReceiptContent(group, payment, paidCount, held, link), `payment-confirmed:${payment.id}`),
      ...(friendEmail ? [emailOf(friendEmail, quotaCoveredContent(group, payment, link), `quota-covered:${payment.id}`)] : []),
    ];
  }
  const confirmation = emailOf(payment.email, paymentConfirmedContent(group, payment, held, link), `payment-confirmed:${payment.id}`);
  if (payment.seat_key === nameKey(group.creator_name)) return [confirmation];
  return [confirmation, emailOf(group.creator_email, quotaPaidContent(group, payment, paidCount, link), `quota-paid:${payment.id}`)];
}

/** The group closed: the organizer's notice, and to each payment that filled it, what happened to the money. */
export async function queueGroupCompletedEmail(db: Executor, env: Env, group: GroupFacts, paid: readonly PaymentFacts[]): Promise<void> {
  const link = groupLink(env, group.link_id);
  await enqueueGroupEmails(db, [
    emailOf(group.creator_email, groupCompletedContent(group, link), `group-completed:${group.link_id}`),
    ...paid.map((payment) => emailOf(payment.email, groupCompletedPayerContent(group, payment, link), `group-completed-payer:${payment.id}`)),
  ]);
}

export async function queueGroupExpiredEmail(
  db: Executor, env: Env, group: GroupFacts, paidCount: number, returnedCount: number,
): Promise<void> {
  const content = groupExpiredContent(group, paidCount, returnedCount, groupLink(env, group.link_id));
  await enqueueGroupEmails(db, [emailOf(group.creator_email, content, `group-expired:${group.link_id}`)]);
}

export async function queuePaymentRefundedEmail(
  db: Executor, env: Env, group: GroupFacts, payment: PaymentFacts, reason: RefundReason = 'group_expired',
): Promise<void> {
  const content = paymentRefundedContent(group, payment, reason, groupLink(env, group.link_id));
  await enqueueGroupEmails(db, [emailOf(payment.email, content, `payment-refunded:${payment.id}`)]);
}

/**
 * A reminder before the deadline: to the organizer (what is missing), and to each person who tried to
 * pay a quota and has not (`nudged`). Keyed per group, moment and recipient, and dropped by the sender
 * if not delivered before the reminder's window closes (ADR 0028).
 */
export async function queueReminderEmails(
  db: Executor, env: Env, group: GroupFacts, facts: ReminderFacts, nudged: ReadonlyArray<{ email: string; name: string }>,
): Promise<void> {
  const link = groupLink(env, group.link_id);
  const key = `${facts.moment}:${group.link_id}`;
  const sendBefore = reminderWindow(facts.moment, group.expires_at).closes;
  await enqueueGroupEmails(db, [
    emailOf(group.creator_email, groupReminderContent(group, facts, link), `group-reminder:${key}`),
    ...nudged.map((person) => emailOf(person.email, quotaReminderContent(group, person.name, facts.moment, link), `quota-reminder:${key}:${person.email.toLowerCase()}`)),
  ].map((email) => ({ ...email, sendBefore })));
}

/**
 * The deadline was extended (ADR 0031): to everyone who paid, the new deadline. Keyed per group and
 * address, so each payer hears it once (a group is extended once).
 */
export async function queueGroupExtendedEmails(
  db: Executor, env: Env, group: GroupFacts, payers: ReadonlyArray<{ email: string; name: string }>, paidCount: number,
): Promise<void> {
  const link = groupLink(env, group.link_id);
  const byAddress = new Map(payers.map((payer) => [payer.email.toLowerCase(), payer]));
  await enqueueGroupEmails(db, [...byAddress].map(([address, payer]) =>
    emailOf(payer.email, groupExtendedContent(group, payer.name, paidCount, link), `group-extended:${group.link_id}:${address}`)));
}
