import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/executor.ts';
import { listLapsedPixCharges, transitionPayment } from '../../db/repositories/payments.ts';
import { paymentProvider } from './registry.ts';

/**
 * Cancels the group's pending PIX charges whose time ran out, so that their seats are free again.
 * Runs in a transaction that holds the group's lock; answers how many it cancelled. A payment that
 * arrives later for a cancelled charge is refunded (see pix-webhook.ts).
 */
export async function releaseLapsedPixCharges(ctx: AppContext, trx: Executor, groupId: number, now: Date): Promise<number> {
  const provider = paymentProvider(ctx);
  let released = 0;
  for (const charge of await listLapsedPixCharges(trx, groupId, now)) {
    const moved = await transitionPayment(trx, charge.id, 'processing', 'cancelled', now);
    if (!moved) continue;
    if (moved.pix_txid) await provider.cancelPixCharge(moved.provider_reference, moved.pix_txid);
    released++;
  }
  return released;
}
