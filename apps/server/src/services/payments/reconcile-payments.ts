import type { AppContext } from '../../context.ts';
import {
  listPaymentsToCheck, listStaleReservations, listTakenPaymentsToCheck, markProviderChecked,
} from '../../db/repositories/payment-reconciliation.ts';
import { listOwedProviderCalls } from '../../db/repositories/provider-calls-owed.ts';
import type { PaymentRow } from '../../db/schema.ts';
import { releaseReservation } from '../groups/release-reservation.ts';
import { applyProviderPayment } from './provider-notifications.ts';
import { PROVIDER_CALL_MAX_ATTEMPTS, settleWithProvider } from './provider-settlement.ts';

const DAY_MS = 24 * 3_600_000;
/** A join's provider call gives up long before this (its timeout is seconds): a reservation this old was abandoned. */
export const RESERVATION_ABANDONED_AFTER_MS = 2 * 60_000;
/** A provider call due this long was not made right after its commit (a failure, a crash): try again. */
export const DUE_RETRY_AFTER_MS = 60_000;
/** How soon before a PIX charge lapses the provider is asked whether it was paid (a notification may be lost). */
export const PIX_CHECK_BEFORE_EXPIRY_MS = 5 * 60_000;
/** A card under review, or a PIX not heard of, is asked about once it waited this long. */
export const PENDING_CHECK_AFTER_MS = 10 * 60_000;
/**
 * Authorisations older than this are checked: a Brazilian card hold lives 5 days from the payment's
 * creation at the provider, and a group with card payments never outlives 4 (ADR 0031, ADR 0034).
 */
export const AUTHORIZATION_CHECK_AFTER_MS = 4 * DAY_MS;
/**
 * How long money taken is still asked about: a payer may dispute a card payment with their bank for
 * months (card networks allow up to 180 days), and a store may refund in Mercado Pago's panel at any time.
 */
export const CHARGEBACK_WINDOW_MS = 180 * DAY_MS;
/** Money taken is asked about once a day in that window; a dispute in progress, every hour. */
export const CAPTURED_CHECK_EVERY_MS = DAY_MS;
export const DISPUTED_CHECK_EVERY_MS = 3_600_000;
const BATCH = 100;

export interface ReconcileReport {
  released: number;
  settled: number;
  checked: number;
  failed: number;
  /** Provider calls that failed for the last time allowed: no longer repeated, the operator must act. */
  gave_up: number;
}

/**
 * What notifications and crashes may have missed (ADR 0034), run every minute by the job runner:
 * 1. reservations nobody confirmed (the join's instance died and the client did not retry) are
 *    released, and whatever the provider holds under their reference is voided;
 * 2. provider calls still due (a capture, void, refund or cancel that failed after its commit) are made,
 *    each a bounded number of times;
 * 3. payments that wait on the provider (a PIX near its expiry, a card under review, an authorisation
 *    nearing the end of its hold) are looked up and brought in line with what the provider says;
 * 4. money already taken is looked up again through the chargeback window, so a refund made in the
 *    provider's panel, a dispute or a chargeback is learnt even when its notification never arrived.
 * Each step is safe to repeat and to run on two instances at once.
 */
export async function reconcilePayments(ctx: AppContext): Promise<ReconcileReport> {
  const now = ctx.clock.now().getTime();
  const report: ReconcileReport = { released: 0, settled: 0, checked: 0, failed: 0, gave_up: 0 };
  for (const id of await listStaleReservations(ctx.db, new Date(now - RESERVATION_ABANDONED_AFTER_MS), BATCH)) {
    try {
      if (await releaseReservation(ctx, id)) report.released++;
    } catch (error) {
      report.failed++;
      ctx.log.warn({ kind: 'reconciliation', err: error, paymentId: id }, 'abandoned reservation not released; will retry');
    }
  }
  const owedCalls = await listOwedProviderCalls(ctx.db, { before: new Date(now - DUE_RETRY_AFTER_MS), limit: BATCH, maxAttempts: PROVIDER_CALL_MAX_ATTEMPTS });
  const settlement = await settleWithProvider(ctx, owedCalls);
  report.settled += settlement.settled;
  // Each failed call is logged (and counted for the status panel) by settleWithProvider.
  report.failed += settlement.failures.length;
  report.gave_up += settlement.gaveUp;
  const waiting = await listPaymentsToCheck(ctx.db, {
    pixLapsingBefore: new Date(now + PIX_CHECK_BEFORE_EXPIRY_MS), waitingSince: new Date(now - PENDING_CHECK_AFTER_MS),
    authorizedBefore: new Date(now - AUTHORIZATION_CHECK_AFTER_MS), limit: BATCH,
  });
  const taken = await listTakenPaymentsToCheck(ctx.db, {
    capturedSince: new Date(now - CHARGEBACK_WINDOW_MS), capturedCheckedBefore: new Date(now - CAPTURED_CHECK_EVERY_MS),
    disputedCheckedBefore: new Date(now - DISPUTED_CHECK_EVERY_MS), limit: BATCH,
  });
  for (const payment of [...waiting, ...taken]) {
    if (await checkWithProvider(ctx, payment, taken.includes(payment))) report.checked++;
    else report.failed++;
  }
  return report;
}

/** Looks one payment up and applies what the provider says; money taken remembers it was asked. */
async function checkWithProvider(ctx: AppContext, payment: PaymentRow, remember: boolean): Promise<boolean> {
  try {
    const state = await ctx.payments.lookup({ providerReference: payment.provider_reference });
    if (state) await applyProviderPayment(ctx, payment, state);
    if (remember) await markProviderChecked(ctx.db, payment.id, ctx.clock.now());
    return true;
  } catch (error) {
    ctx.log.warn({ kind: 'reconciliation', err: error, paymentId: payment.id, providerReference: payment.provider_reference }, 'payment not checked with the provider; will retry');
    return false;
  }
}
