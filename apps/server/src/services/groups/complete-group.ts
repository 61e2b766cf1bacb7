import { holdsSeat, isPaid, rescueKind } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/executor.ts';
import { wasReminded } from '../../db/repositories/group-reminders.ts';
import { markGroupCompleted } from '../../db/repositories/groups.ts';
import { listLivePayments, transitionPayment } from '../../db/repositories/payments.ts';
import type { GroupRow } from '../../db/schema.ts';
import { queueGroupCompletedEmail } from '../email/group-emails.ts';
import { queueGroupCompletedEvent } from '../integration/store-events.ts';

/**
 * Completes the group when every quota is paid, in the transaction of the payment that filled the
 * last one (the caller holds the group's lock): status `completed`, and every authorised card
 * marked captured, each once (`WHERE status = 'authorized'`), with the capture left due for the
 * provider after the commit (the caller runs settleGroupWithProvider); whether it was rescued is
 * decided then, once (ADR 0033); the e-mails (to the organizer and
 * to every payer) and the store's order (webhook `group.completed`) are queued with it. Answers whether it did.
 * `paidCount`, when the caller counted the paid quotas under the same lock (a join), spares reading
 * them again for the usual payment that does not fill the group.
 */
export async function completeGroupIfFull(ctx: AppContext, trx: Executor, group: GroupRow, now: Date, paidCount?: number): Promise<boolean> {
  if (paidCount !== undefined && paidCount < group.number_of_quotas) return false;
  const live = await listLivePayments(trx, group.id);
  const paid = live.filter(isPaid);
  if (paid.length < group.number_of_quotas) return false;
  // Under the group's lock, as reminders are decided: a reminder recorded now was sent before completion.
  const rescuedBy = rescueKind({ coveredByOrganizer: paid.some((p) => p.covered_by_organizer), extended: group.extended_at !== null, reminded: await wasReminded(trx, group.id) });
  if (!(await markGroupCompleted(trx, group.id, now, rescuedBy))) return false;
  for (const payment of paid) {
    // Captured once the transaction commits (provider_due, ADR 0034): the caller settles the group.
    if (payment.status === 'authorized') await transitionPayment(trx, payment.id, 'authorized', 'captured', now, { captured_at: now, provider_due: 'capture' });
  }
  // Every seat is paid: PIX charges still waiting on one are withdrawn (money already sent comes back).
  for (const waiting of live.filter((p) => !holdsSeat(p))) {
    await transitionPayment(trx, waiting.id, waiting.status, 'cancelled', now, { provider_due: 'cancel' });
  }
  await queueGroupCompletedEmail(trx, ctx.env, group, paid);
  await queueGroupCompletedEvent(ctx, trx, group, now);
  return true;
}
