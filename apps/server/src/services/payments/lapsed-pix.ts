import { hasPixLapsed } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/executor.ts';
import { listLapsedPixCharges, listLivePayments, transitionPayment } from '../../db/repositories/payments.ts';
import type { PaymentRow } from '../../db/schema.ts';

/**
 * Cancels the group's pending PIX charges whose time ran out, so that their seats are free again.
 * Runs in a transaction that holds the group's lock; answers how many it cancelled, each with its
 * cancel left due (the caller settles the group with the provider after its commit). A payment that
 * arrives later for a cancelled charge is refunded (see provider-notifications.ts).
 */
export async function releaseLapsedPixCharges(ctx: AppContext, trx: Executor, groupId: number, now: Date): Promise<number> {
  return (await releaseCharges(ctx, trx, await listLapsedPixCharges(trx, groupId, now), now)).size;
}

/**
 * The same release for a caller that has just read the group's live payments under its lock (a join):
 * the lapsed charges are found in that list rather than by another query, and the list comes back
 * without them, with whether a cancel was left due. The usual case, nothing lapsed, costs no statement at all.
 */
export async function liveAfterLapsedPixRelease(
  ctx: AppContext, trx: Executor, live: PaymentRow[], now: Date,
): Promise<{ live: PaymentRow[]; providerCallsDue: boolean }> {
  const lapsed = live.filter((p) => p.status === 'processing' && hasPixLapsed({ method: p.method, pixExpiresAt: p.pix_expires_at }, now));
  if (lapsed.length === 0) return { live, providerCallsDue: false };
  const released = await releaseCharges(ctx, trx, lapsed, now);
  const providerCallsDue = released.size > 0;
  // A charge that did not move changed under us, which the lock rules out; read again rather than guess.
  if (released.size < lapsed.length) return { live: await listLivePayments(trx, lapsed[0]!.group_id), providerCallsDue };
  return { live: live.filter((p) => !released.has(p.id)), providerCallsDue };
}

/** The charges are withdrawn at the provider once the caller's transaction commits (provider_due, ADR 0034). */
async function releaseCharges(_ctx: AppContext, trx: Executor, charges: PaymentRow[], now: Date): Promise<Set<number>> {
  const released = new Set<number>();
  for (const charge of charges) {
    if (await transitionPayment(trx, charge.id, 'processing', 'cancelled', now, { provider_due: 'cancel' })) released.add(charge.id);
  }
  return released;
}
