import { isGroupDue, isPaid } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/executor.ts';
import { findGroupByLinkId, listDueGroupIds, lockGroupById, markGroupExpired } from '../../db/repositories/groups.ts';
import { listLivePayments, transitionPayment } from '../../db/repositories/payments.ts';
import type { GroupRow, PaymentRow, PaymentStatus, ProviderDue } from '../../db/schema.ts';
import { settleGroupWithProvider } from '../payments/provider-settlement.ts';
import { queueGroupExpiredEmail, queuePaymentRefundedEmail } from '../email/group-emails.ts';
import { queueGroupExpiredEvent, queuePaymentRefundedEvent } from '../integration/store-events.ts';
import { announceGroupChange } from '../group-events.ts';

const SWEEP_BATCH = 100;

/** An active group whose expiry has passed: the next change to it expires it first. */
export function isDue(group: Pick<GroupRow, 'status' | 'expires_at'>, now: Date): boolean {
  return isGroupDue({ status: group.status, expiresAt: group.expires_at }, now);
}

/** How an expiring group gives back each live payment: its new status, the provider's call, and whether it was paid. */
const givingBack: Partial<Record<PaymentStatus, { to: PaymentStatus; due: (p: PaymentRow) => ProviderDue; paid: boolean }>> = {
  authorized: { to: 'voided', due: () => 'void', paid: true },
  captured: { to: 'refunded', due: () => 'refund', paid: true },
  processing: { to: 'cancelled', due: (p) => (p.method === 'pix' ? 'cancel' : 'void'), paid: false },
  reserved: { to: 'failed', due: (p) => (p.method === 'pix' ? 'cancel' : 'void'), paid: false },
};

/**
 * Expires a group whose time has come, inside the caller's transaction, which must hold the group's
 * lock. Each live payment is given back once: an authorised card is voided, money taken (a paid PIX,
 * a captured card) is refunded, a pending PIX charge or a seat still being paid is cancelled. Every
 * status change is guarded by `WHERE status = …` and leaves its provider call due, made once the
 * transaction commits (settleGroupWithProvider, ADR 0034), so a crash or a second instance never
 * repeats one. Answers whether this call expired the group.
 */
export async function expireLockedGroupIfDue(ctx: AppContext, trx: Executor, group: GroupRow, now: Date): Promise<boolean> {
  if (!isDue(group, now)) return false;
  if (!(await markGroupExpired(trx, group.id, now))) return false;
  const live = await listLivePayments(trx, group.id);
  const paidCount = live.filter(isPaid).length;
  let returned = 0;
  for (const payment of live) {
    const giveBack = givingBack[payment.status];
    if (!giveBack) continue;
    // The provider is told after the commit (provider_due, ADR 0034): no lock waits on it.
    const moved = await transitionPayment(trx, payment.id, payment.status, giveBack.to, now, { provider_due: giveBack.due(payment) });
    if (!moved || !giveBack.paid) continue;
    await queuePaymentRefundedEmail(trx, ctx.env, group, moved);
    await queuePaymentRefundedEvent(ctx, trx, group, moved, 'group_expired');
    returned++;
  }
  await queueGroupExpiredEmail(trx, ctx.env, group, paidCount, returned);
  await queueGroupExpiredEvent(ctx, trx, group, paidCount, returned);
  await announceGroupChange(ctx, trx, group.link_id);
  return true;
}

/** Expires one group if its time has come (its own transaction). Cheap when it has not. */
export async function expireGroupIfDue(ctx: AppContext, where: { linkId: string } | { id: number }): Promise<boolean> {
  const now = ctx.clock.now();
  let id: number;
  if ('linkId' in where) {
    const group = await findGroupByLinkId(ctx.db, where.linkId);
    if (!group || !isDue(group, now)) return false;
    id = group.id;
  } else {
    id = where.id;
  }
  const expired = await ctx.db.transaction().execute(async (trx) => {
    const group = await lockGroupById(trx, id);
    return group ? expireLockedGroupIfDue(ctx, trx, group, ctx.clock.now()) : false;
  });
  if (expired) await settleGroupWithProvider(ctx, id);
  return expired;
}

/**
 * The sweeper's work (run every minute by the job runner): expires every active group past its
 * expiry, one transaction per group. Safe to run on several instances at once and to run again.
 * Answers how many groups this call expired; a group whose provider calls failed is left for the
 * next sweep and reported after the others are done.
 */
export async function expireDueGroups(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const tried = new Set<number>();
  const failures: unknown[] = [];
  let expired = 0;
  for (;;) {
    const ids = (await listDueGroupIds(ctx.db, now, SWEEP_BATCH + tried.size)).filter((id) => !tried.has(id));
    if (ids.length === 0) break;
    for (const id of ids) {
      tried.add(id);
      try {
        if (await expireGroupIfDue(ctx, { id })) expired++;
      } catch (error) {
        failures.push(error);
      }
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `Falha ao expirar ${failures.length} grupo(s); ${expired} expirado(s)`);
  return expired;
}
