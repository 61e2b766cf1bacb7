import type { AppContext } from '../../context.ts';
import { lockGroupById } from '../../db/repositories/groups.ts';
import { findPayment, transitionPayment } from '../../db/repositories/payments.ts';
import { announceGroupChange } from '../group-events.ts';
import { settleGroupWithProvider } from '../payments/provider-settlement.ts';

/**
 * Gives a reserved seat back (ADR 0034): the provider failed or never answered, or the join's
 * instance died and nobody resumed it. Under the group's lock the payment becomes `failed` with a void
 * (or a PIX cancel) left due under its reference — the provider may have acted before the answer was
 * lost — and the call is made once the change committed. Answers whether this call released it (a
 * confirmation, or another release, may have come first).
 */
export async function releaseReservation(ctx: AppContext, paymentId: number): Promise<boolean> {
  const payment = await findPayment(ctx.db, 'id', paymentId);
  if (payment?.status !== 'reserved') return false;
  const released = await ctx.db.transaction().execute(async (trx) => {
    const group = await lockGroupById(trx, payment.group_id);
    if (!group) return false;
    const moved = await transitionPayment(trx, paymentId, 'reserved', 'failed', ctx.clock.now(), { provider_due: payment.method === 'pix' ? 'cancel' : 'void' });
    if (moved) await announceGroupChange(ctx, trx, group.link_id);
    return moved !== undefined;
  });
  if (released) await settleGroupWithProvider(ctx, payment.group_id);
  return released;
}
