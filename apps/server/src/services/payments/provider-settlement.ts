import { cents } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import {
  clearProviderCallFailures, clearProviderDues, listProviderDues, type ProviderDueRow, recordProviderCallFailure,
} from '../../db/repositories/provider-dues.ts';
import type { PaymentProvider } from './provider.ts';

const PARALLEL_CALLS = 10;

/** From this many failed attempts in a row (about as many minutes of the reconciliation job) a provider call is logged at error. */
export const PROVIDER_CALL_ALERT_ATTEMPTS = 5;

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
    for (const [i, outcome] of outcomes.entries()) {
      if (outcome.status === 'rejected') {
        failures.push(outcome.reason);
        await noteFailedCall(ctx, batch[i]!, outcome.reason);
      }
    }
    try {
      settled += await clearProviderDues(ctx.db, acted);
      await clearProviderCallFailures(ctx.db, acted.map((due) => due.id));
    } catch (error) {
      // Still due, so called again later: the provider acts on each once.
      failures.push(error);
      ctx.log.warn({ kind: 'provider-call', err: error, paymentIds: acted.map((due) => due.id) }, 'provider calls made but not marked done; they will be repeated');
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

/**
 * A provider call that failed: counted (the status panel lists it) and logged, at warn while it may be a
 * passing outage, at error from PROVIDER_CALL_ALERT_ATTEMPTS on: money a payer is owed (a refund) or
 * the store is owed (a capture) is stuck, and a person should look. It is never given up: the
 * reconciliation job keeps trying every minute.
 */
async function noteFailedCall(ctx: AppContext, due: ProviderDueRow, error: unknown): Promise<void> {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const facts = { kind: 'provider-call', paymentId: due.id, groupId: due.group_id, due: due.provider_due, providerReference: due.provider_reference, reason };
  try {
    const { attempts, first_failed_at: since } = await recordProviderCallFailure(ctx.db, due, reason, ctx.clock.now());
    const counted = { ...facts, attempt: attempts, failingSince: since.toISOString() };
    if (attempts >= PROVIDER_CALL_ALERT_ATTEMPTS) ctx.log.error(counted, 'provider call keeps failing; still due, retried every minute');
    else ctx.log.warn(counted, 'provider call failed; still due, will retry');
  } catch (recordError) {
    ctx.log.error({ ...facts, err: recordError }, 'provider call failed, and its failure could not be recorded');
  }
}

function callProvider(provider: PaymentProvider, due: ProviderDueRow): Promise<void> {
  switch (due.provider_due) {
    case 'capture': return provider.capture(due.provider_reference, cents(due.amount_cents));
    case 'void': return provider.void(due.provider_reference);
    case 'refund': return provider.refund(due.provider_reference, cents(due.amount_cents));
    case 'cancel': return provider.cancelPixCharge(due.provider_reference, due.pix_txid ?? '');
  }
}
