import { cents, isGroupDue } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/executor.ts';
import { findGroupByLinkId, listDueGroupIds, lockGroupById, markGroupExpired } from '../../db/repositories/groups.ts';
import { listLivePayments, transitionPayment } from '../../db/repositories/payments.ts';
import type { GroupRow } from '../../db/schema.ts';
import { queueGroupExpiredEmail, queuePaymentRefundedEmail } from '../email/group-emails.ts';
import { queueGroupExpiredEvent, queuePaymentRefundedEvent } from '../integration/store-events.ts';
import { announceGroupChange } from '../group-events.ts';

const SWEEP_BATCH = 100;

/** An active group whose expiry has passed: the next change to it expires it first. */
export function isDue(group: Pick<GroupRow, 'status' | 'expires_at'>, now: Date): boolean {
  return isGroupDue({ status: group.status, expiresAt: group.expires_at }, now);
}

/**
 * Expires a group whose time has come, inside the caller's transaction, which must hold the group's
 * lock. Each live payment is given back once: an authorised card is voided, money taken (a paid PIX,
 * a captured card) is refunded, a pending PIX charge is cancelled. Every status change is guarded by
 * `WHERE status = …` and happens before the provider call, so a crash or a second instance never
 * repeats one (the provider call is keyed by the payment's reference, and a failed call rolls the
 * change back for the next sweep). Answers whether this call expired the group.
 */
export async function expireLockedGroupIfDue(ctx: AppContext, trx: Executor, group: GroupRow, now: Date): Promise<boolean> {
  if (!isDue(group, now)) return false;
  if (!(await markGroupExpired(trx, group.id, now))) return false;
  const provider = ctx.payments;
  const live = await listLivePayments(trx, group.id);
  const paidCount = live.filter((p) => p.status === 'authorized' || p.status === 'captured').length;
  let returned = 0;
  for (const payment of live) {
    if (payment.status === 'authorized') {
      const moved = await transitionPayment(trx, payment.id, 'authorized', 'voided', now);
      if (!moved) continue;
      await provider.void(payment.provider_reference);
      await queuePaymentRefundedEmail(trx, ctx.env, group, moved);
      await queuePaymentRefundedEvent(ctx, trx, group, moved, 'group_expired');
      returned++;
    } else if (payment.status === 'captured') {
      const moved = await transitionPayment(trx, payment.id, 'captured', 'refunded', now);
      if (!moved) continue;
      await provider.refund(payment.provider_reference, cents(moved.amount_cents));
      await queuePaymentRefundedEmail(trx, ctx.env, group, moved);
      await queuePaymentRefundedEvent(ctx, trx, group, moved, 'group_expired');
      returned++;
    } else if (payment.status === 'processing') {
      const moved = await transitionPayment(trx, payment.id, 'processing', 'cancelled', now);
      if (!moved) continue;
      if (moved.method === 'pix' && moved.pix_txid) await provider.cancelPixCharge(moved.provider_reference, moved.pix_txid);
      else await provider.void(moved.provider_reference);
    }
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
  return ctx.db.transaction().execute(async (trx) => {
    const group = await lockGroupById(trx, id);
    return group ? expireLockedGroupIfDue(ctx, trx, group, ctx.clock.now()) : false;
  });
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
