import { cents } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import { clearOwedProviderCalls, countOwedProviderCallFailure, listOwedProviderCalls, type OwedProviderCall } from '../../db/repositories/provider-calls-owed.ts';
import type { PaymentRow } from '../../db/schema.ts';
import { PaymentNotFoundError, type PaymentProvider, PermanentProviderError } from './provider.ts';

const PARALLEL_CALLS = 10;

/** From this many failed attempts in a row (about as many minutes of the reconciliation job) a provider call is logged at error. */
export const PROVIDER_CALL_ALERT_ATTEMPTS = 5;

/**
 * How many times a provider call due is made before it stops being repeated (a refund the account
 * has no balance for): the reconciliation retries
 * every minute or so, so this is a quarter of an hour of the provider saying no. Then the operator is
 * alerted (logged at error, counted in the system status) and acts in the provider's panel.
 */
export const PROVIDER_CALL_MAX_ATTEMPTS = 15;

/**
 * Where giving a payment's money back stands at the provider, for what its payer is told (the domain's
 * payerPaymentState): a refund or void still due, or given up after the attempts above.
 */
export function moneyBackAtProvider(payment: Pick<PaymentRow, 'provider_due' | 'provider_due_attempts'>): 'due' | 'given_up' | undefined {
  if (payment.provider_due !== 'refund' && payment.provider_due !== 'void') return undefined;
  return payment.provider_due_attempts >= PROVIDER_CALL_MAX_ATTEMPTS ? 'given_up' : 'due';
}

/**
 * How long a payment the provider cannot find under Juntaí's reference is looked for before it is
 * taken as never made. Counted from the reservation, which is written before the provider is asked;
 * Mercado Pago's search is not documented as immediate, and a hold found late is still released.
 */
export const PAYMENT_SEARCH_PATIENCE_MS = 30 * 60_000;

export interface Settlement {
  settled: number;
  failures: unknown[];
  /** Calls that failed for the last time allowed this run: the operator must act on them. */
  gaveUp: number;
}

/**
 * Tells the provider what committed changes decided (ADR 0034): a status change that moves money
 * (capture, void, refund, cancel a PIX charge) writes `provider_due` in its own transaction, under
 * the group's lock; the call happens here, after the commit, with no lock and no connection held.
 * Each call is idempotent at the provider (its key is derived from the payment), and `provider_due`
 * is cleared only for the value that was acted on, so a crash between the two repeats a call the
 * provider acts on once. What fails stays due for the reconciliation job, a bounded number of times.
 */
export async function settleWithProvider(ctx: AppContext, owedCalls: readonly OwedProviderCall[]): Promise<Settlement> {
  const report: Settlement = { settled: 0, failures: [], gaveUp: 0 };
  // A few calls at a time: a completed group's captures (one per quota) should not wait on each other,
  // nor the job's batch flood the provider.
  for (let start = 0; start < owedCalls.length; start += PARALLEL_CALLS) {
    const batch = owedCalls.slice(start, start + PARALLEL_CALLS);
    const outcomes = await Promise.allSettled(batch.map((due) => callProvider(ctx.payments, due)));
    const now = ctx.clock.now();
    const acted: OwedProviderCall[] = [];
    for (const [i, outcome] of outcomes.entries()) {
      const due = batch[i]!;
      if (outcome.status === 'fulfilled' || neverMade(outcome.reason, due, now)) {
        acted.push(due);
        continue;
      }
      report.failures.push(outcome.reason);
      // Not found yet is the search's lag, not the provider refusing: it is bounded by the patience above.
      if (outcome.reason instanceof PaymentNotFoundError) continue;
      if (await noteFailedCall(ctx, due, outcome.reason, now, report)) report.gaveUp++;
    }
    try {
      report.settled += await clearOwedProviderCalls(ctx.db, acted);
    } catch (error) {
      // Still due, so called again later: the provider acts on each once.
      report.failures.push(error);
      ctx.log.warn({ kind: 'provider-call', err: error, paymentIds: acted.map((due) => due.id) }, 'provider calls made but not marked done; they will be repeated');
    }
  }
  return report;
}

/** Not found at the provider long after the reservation was made: the payment never happened, nothing is held. */
function neverMade(reason: unknown, due: OwedProviderCall, now: Date): boolean {
  return reason instanceof PaymentNotFoundError && now.getTime() - new Date(due.created_at).getTime() >= PAYMENT_SEARCH_PATIENCE_MS;
}

/**
 * The provider calls one group's last change left due, right after it committed. A failure is not the
 * caller's: the change stands, and the reconciliation job repeats the call.
 */
export async function settleGroupWithProvider(ctx: AppContext, groupId: number): Promise<void> {
  await settleWithProvider(ctx, await listOwedProviderCalls(ctx.db, { groupId }));
}

/**
 * A provider call that failed: recorded with its reason (the status panel lists it) and logged, at warn
 * while it may be a passing outage, at error from PROVIDER_CALL_ALERT_ATTEMPTS on: money a payer is owed
 * (a refund) or the store is owed (a capture) is stuck, and a person should look. The reconciliation job
 * repeats it every minute until PROVIDER_CALL_MAX_ATTEMPTS, then stops and leaves it to the operator;
 * a call the provider refused for good (PermanentProviderError: an idempotency key the provider reports as
 * used) is given up on its first failure, as repeating it cannot help. Answers whether it was given up now.
 */
async function noteFailedCall(ctx: AppContext, due: OwedProviderCall, error: unknown, now: Date, report: Settlement): Promise<boolean> {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const facts = { kind: 'provider-call', paymentId: due.id, groupId: due.group_id, due: due.provider_due, providerReference: due.provider_reference, reason };
  const permanent = error instanceof PermanentProviderError;
  try {
    const failures = await countOwedProviderCallFailure(ctx.db, due, reason, now, permanent ? PROVIDER_CALL_MAX_ATTEMPTS : 1);
    // Another change set a new call due since: this one's failure no longer counts.
    if (!failures) return false;
    const { attempts } = failures;
    const counted = { ...facts, attempt: attempts, failingSince: failures.failingSince.toISOString() };
    if (permanent) ctx.log.error(counted, 'provider call refused for good (not retried); given up, act in the provider\'s panel');
    else if (attempts >= PROVIDER_CALL_MAX_ATTEMPTS) ctx.log.error(counted, 'provider call given up after repeated failures; act in the provider\'s panel');
    else if (attempts >= PROVIDER_CALL_ALERT_ATTEMPTS) ctx.log.error(counted, 'provider call keeps failing; still due, retried every minute');
    else ctx.log.warn(counted, 'provider call failed; still due, will retry');
    return permanent || attempts === PROVIDER_CALL_MAX_ATTEMPTS;
  } catch (recordError) {
    report.failures.push(recordError);
    ctx.log.error({ ...facts, err: recordError }, 'provider call failed, and its failure could not be recorded');
    return false;
  }
}

function callProvider(provider: PaymentProvider, due: OwedProviderCall): Promise<void> {
  switch (due.provider_due) {
    case 'capture': return provider.capture(due.provider_reference, cents(due.amount_cents));
    case 'void': return provider.void(due.provider_reference);
    case 'refund': return provider.refund(due.provider_reference, cents(due.amount_cents));
    case 'cancel': return provider.cancelPixCharge(due.provider_reference, due.pix_txid ?? '');
  }
}
