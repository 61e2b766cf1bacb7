import type { AppContext } from '../../context.ts';
import { listPaymentsToCheck, listStaleReservations } from '../../db/repositories/payment-reconciliation.ts';
import { listProviderDues } from '../../db/repositories/provider-dues.ts';
import { releaseReservation } from '../groups/release-reservation.ts';
import { applyProviderPayment } from './provider-notifications.ts';
import { settleWithProvider } from './provider-settlement.ts';

/** A join's provider call gives up long before this (its timeout is seconds): a reservation this old was abandoned. */
export const RESERVATION_ABANDONED_AFTER_MS = 2 * 60_000;
/** A provider call due this long was not made right after its commit (a failure, a crash): try again. */
export const DUE_RETRY_AFTER_MS = 60_000;
/** How soon before a PIX charge lapses the provider is asked whether it was paid (a notification may be lost). */
export const PIX_CHECK_BEFORE_EXPIRY_MS = 5 * 60_000;
/** A card under review, or a PIX not heard of, is asked about once it waited this long. */
export const PENDING_CHECK_AFTER_MS = 10 * 60_000;
/** Authorisations older than this are checked (a Brazilian card hold lives 5 days; ADR 0034 keeps groups within 4). */
export const AUTHORIZATION_CHECK_AFTER_MS = 4 * 24 * 3_600_000;
const BATCH = 100;

export interface ReconcileReport {
  released: number;
  settled: number;
  checked: number;
  failed: number;
}

/**
 * What notifications and crashes may have missed (ADR 0034), run every minute by the job runner:
 * 1. reservations nobody confirmed (the join's instance died and the client did not retry) are
 *    released, and whatever the provider holds under their reference is voided;
 * 2. provider calls still due (a capture, void, refund or cancel that failed after its commit) are made;
 * 3. payments that wait on the provider (a PIX near its expiry, a card under review, an authorisation
 *    nearing the end of its hold) are looked up and brought in line with what the provider says.
 * Each step is safe to repeat and to run on two instances at once.
 */
export async function reconcilePayments(ctx: AppContext): Promise<ReconcileReport> {
  const now = ctx.clock.now().getTime();
  const report: ReconcileReport = { released: 0, settled: 0, checked: 0, failed: 0 };
  for (const id of await listStaleReservations(ctx.db, new Date(now - RESERVATION_ABANDONED_AFTER_MS), BATCH)) {
    try {
      if (await releaseReservation(ctx, id)) report.released++;
    } catch (error) {
      report.failed++;
      ctx.log.warn({ kind: 'reconciliation', err: error, paymentId: id }, 'abandoned reservation not released; will retry');
    }
  }
  const dues = await listProviderDues(ctx.db, { before: new Date(now - DUE_RETRY_AFTER_MS), limit: BATCH });
  const settlement = await settleWithProvider(ctx, dues);
  report.settled += settlement.settled;
  // Each failed call is logged (and counted for the status panel) by settleWithProvider.
  report.failed += settlement.failures.length;
  const toCheck = await listPaymentsToCheck(ctx.db, {
    pixLapsingBefore: new Date(now + PIX_CHECK_BEFORE_EXPIRY_MS), waitingSince: new Date(now - PENDING_CHECK_AFTER_MS),
    authorizedBefore: new Date(now - AUTHORIZATION_CHECK_AFTER_MS), limit: BATCH,
  });
  for (const payment of toCheck) {
    try {
      const state = await ctx.payments.lookup({ providerReference: payment.provider_reference });
      if (state) await applyProviderPayment(ctx, payment, state);
      report.checked++;
    } catch (error) {
      report.failed++;
      ctx.log.warn({ kind: 'reconciliation', err: error, paymentId: payment.id, providerReference: payment.provider_reference }, 'payment not checked with the provider; will retry');
    }
  }
  return report;
}
