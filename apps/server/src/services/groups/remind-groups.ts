import { type Cents, dueReminder, hasReminder, isPaid, perPersonPrice, REMINDER_MOMENTS, reminderDeadlines, reminderMessages, type ReminderMoment, type ShareMessageInput } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/executor.ts';
import { listReminderCandidates, recordReminder } from '../../db/repositories/group-reminders.ts';
import { listInvitees, lockGroupById } from '../../db/repositories/groups.ts';
import { listGroupPayments } from '../../db/repositories/payments.ts';
import type { GroupRow } from '../../db/schema.ts';
import { seatState } from '../../presenters/group.ts';
import { groupLink, queueReminderEmails } from '../email/group-emails.ts';
import type { ReminderFacts, UnpaidSeat } from '../email/kinds/group-reminder.ts';
import { publicSettings } from '../public-settings.ts';

const REMINDER_BATCH = 100;

type Icons = ShareMessageInput['icons'];


/**
 * The reminders job's work (every minute, jobs/index.ts): for each moment, the active groups whose
 * window holds now and whose reminder is not decided yet, each decided in a transaction of its own.
 * Safe to run on several instances at once and to run again (ADR 0028). Answers how many reminders
 * this call sent; a group that failed is left for the next run and reported after the others.
 */
export async function sendDueReminders(ctx: AppContext): Promise<number> {
  // The operator's icons, as the group page's WhatsApp texts have them; read once, outside any transaction.
  const settings = await publicSettings(ctx);
  const icons: Icons = { paid: settings.icon_paid, button: settings.icon_button };
  const failures: unknown[] = [];
  let sent = 0;
  for (const moment of REMINDER_MOMENTS) {
    const tried = new Set<number>();
    for (;;) {
      const deadlines = reminderDeadlines(moment, ctx.clock.now());
      const ids = (await listReminderCandidates(ctx.db, moment, deadlines, REMINDER_BATCH + tried.size)).filter((id) => !tried.has(id));
      if (ids.length === 0) break;
      for (const id of ids) {
        tried.add(id);
        try {
          if (await remindGroup(ctx, id, moment, icons)) sent++;
        } catch (error) {
          failures.push(error);
        }
      }
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `Falha ao lembrar ${failures.length} grupo(s); ${sent} lembrete(s) enviado(s)`);
  return sent;
}

/**
 * Decides one group's `moment` under its row lock: the reminder is queued and recorded together, or
 * not at all. Already recorded (another instance, an earlier run), completed, expired, or out of its
 * window by now: nothing. A group that has no such reminder (opened too close to it) is recorded as
 * skipped, so it is decided once.
 */
export async function remindGroup(ctx: AppContext, groupId: number, moment: ReminderMoment, icons?: Icons): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    const group = await lockGroupById(trx, groupId);
    if (!group) return false;
    const now = ctx.clock.now();
    const timing = { status: group.status, createdAt: group.created_at, expiresAt: group.expires_at };
    if (dueReminder(timing, now) !== moment) {
      if (!hasReminder(moment, timing)) await recordReminder(trx, group.id, moment, 'skipped', now);
      return false;
    }
    const { facts, nudged } = await reminderFacts(ctx, trx, group, moment, now, icons);
    if (!(await recordReminder(trx, group.id, moment, 'sent', now))) return false;
    await queueReminderEmails(trx, ctx.env, group, facts, nudged);
    return true;
  });
}

/**
 * What the reminder says, from the group's list and payments: each name's seat as the group page
 * shows it (seatState), the money missing, the WhatsApp texts; and who is nudged: the people who left
 * their e-mail paying a quota that is not paid (a declined card, a PIX not paid in time), except the
 * organizer (who gets the full reminder) and anyone who paid a quota of this group. A seat with a PIX
 * waiting to be paid is being paid right now: its payer is not nudged.
 */
async function reminderFacts(ctx: AppContext, trx: Executor, group: GroupRow, moment: ReminderMoment, now: Date, icons: Icons) {
  const invitees = await listInvitees(trx, group.id);
  const payments = await listGroupPayments(trx, group.id);
  const paid = payments.filter(isPaid);
  const paidEmails = new Set([group.creator_email, ...paid.map((p) => p.email)].map((email) => email.toLowerCase()));
  const unpaid: UnpaidSeat[] = [];
  const nudged = new Map<string, { email: string; name: string }>();
  for (const invitee of invitees) {
    const attempts = payments.filter((p) => p.seat_key === invitee.name_key);
    const state = seatState(attempts, now);
    if (state === 'paid') continue;
    unpaid.push({ name: invitee.name, isCreator: invitee.is_creator, state });
    if (state === 'processing') continue;
    for (const attempt of attempts) {
      const key = attempt.email.toLowerCase();
      if (!paidEmails.has(key) && !nudged.has(key)) nudged.set(key, { email: attempt.email, name: invitee.name });
    }
  }
  const price = group.product_price_cents as Cents;
  const paidCount = paid.length;
  const messages = reminderMessages({
    productName: group.product_name, creatorName: group.creator_name, productPrice: price,
    quotaValue: perPersonPrice(price, group.number_of_quotas),
    numberOfQuotas: group.number_of_quotas, paidCount, link: groupLink(ctx.env, group.link_id), expiresAt: group.expires_at, icons,
  });
  const facts: ReminderFacts = {
    moment, paidCount, unpaid, messages,
    missingCents: group.total_cents - paid.reduce((sum, p) => sum + p.amount_cents, 0),
    freeSlots: Math.max(0, group.number_of_quotas - invitees.length),
  };
  return { facts, nudged: [...nudged.values()] };
}
