import { cents } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import { clearProviderDues, listProviderDues, type ProviderDueRow } from '../../db/repositories/provider-dues.ts';
import type { PaymentProvider } from './provider.ts';

const PARALLEL_CALLS = 10;

/**
 * Tells the provider what committed changes decided (ADR 0034): a status change that moves money
 * (capture, void, refund, cancel a PIX charge) writes `provider_due` in its own transaction, under
 * the group's lock; the call happens here, after the commit, with no lock and no connection held.
 * Each call is idempotent at the provider (its key is derived from the payment), and `provider_due`
 * is cleared only for the value that was acted on, so a crash between the two repeats a call the
 * provider acts on once. What fails stays due for the reconciliation job.
 */
export async function settleWithProvider(ctx: AppContext, dues: readonly ProviderDueRow[]): Promise<{ settled: number; failures: unknown[] }> {
  const failures: unknown[] = [];
  let settled = 0;
  // A few calls at a time: a completed group's captures (one per quota) should not wait on each other,
  // nor the job's batch flood the provider.
  for (let start = 0; start < dues.length; start += PARALLEL_CALLS) {
    const batch = dues.slice(start, start + PARALLEL_CALLS);
    const outcomes = await Promise.allSettled(batch.map((due) => callProvider(ctx.payments, due)));
    const acted = batch.filter((_, i) => outcomes[i]!.status === 'fulfilled');
    for (const outcome of outcomes) if (outcome.status === 'rejected') failures.push(outcome.reason);
    try {
      settled += await clearProviderDues(ctx.db, acted);
    } catch (error) {
      // Still due, so called again later: the provider acts on each once.
      failures.push(error);
    }
  }
  return { settled, failures };
}

/**
 * The provider calls one group's last change left due, right after it committed. A failure is not the
 * caller's: the change stands, and the reconciliation job repeats the call.
 */
export async function settleGroupWithProvider(ctx: AppContext, groupId: number): Promise<void> {
  await settleWithProvider(ctx, await listProviderDues(ctx.db, { groupId }));
}

function callProvider(provider: PaymentProvider, due: ProviderDueRow): Promise<void> {
  switch (due.provider_due) {
    case 'capture': return provider.capture(due.provider_reference, cents(due.amount_cents));
    case 'void': return provider.void(due.provider_reference);
    case 'refund': return provider.refund(due.provider_reference, cents(due.amount_cents));
    case 'cancel': return provider.cancelPixCharge(due.provider_reference, due.pix_txid ?? '');
  }
}
