import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import { foldGroupCountChanges } from '../db/repositories/group-counts.ts';
import { sendPendingEmails } from '../services/email/sender.ts';
import { createMailTransport, type MailTransport } from '../services/email/transport.ts';
import { expireDueGroups } from '../services/groups/expire-groups.ts';
import { sendDueReminders } from '../services/groups/remind-groups.ts';
import { pruneAttempts } from '../services/auth/prune-attempts.ts';
import { deliverDueWebhooks } from '../services/integration/deliver-webhooks.ts';
import { reconcilePayments } from '../services/payments/reconcile-payments.ts';
import { createJobRunner, type Job, type JobRunner } from './runner.ts';

export { createJobRunner, type Job, type JobOutcome, type JobRunner } from './runner.ts';

export const EMAIL_SENDER_INTERVAL_MS = 5_000;
export const EXPIRY_SWEEP_INTERVAL_MS = 60_000;
export const REMINDER_SWEEP_INTERVAL_MS = 60_000;
export const WEBHOOK_SENDER_INTERVAL_MS = 5_000;
export const GROUP_COUNTS_INTERVAL_MS = 60_000;
export const PRUNE_ATTEMPTS_INTERVAL_MS = 3_600_000;
export const PAYMENT_RECONCILIATION_INTERVAL_MS = 60_000;

/** The jobs every instance may run (each under its advisory lock, so one instance at a time). */
export function appJobs(transport: MailTransport, log: FastifyBaseLogger): Job[] {
  return [
    {
      name: 'email-outbox',
      intervalMs: EMAIL_SENDER_INTERVAL_MS,
      run: async (ctx, signal) => {
        const report = await sendPendingEmails(ctx, transport, { signal });
        if (report.sent + report.retrying + report.failed > 0) log.info({ job: 'email-outbox', ...report }, 'e-mail outbox delivered');
      },
    },
    {
      name: 'expire-groups',
      intervalMs: EXPIRY_SWEEP_INTERVAL_MS,
      run: async (ctx) => {
        const expired = await expireDueGroups(ctx);
        if (expired > 0) log.info({ job: 'expire-groups', expired }, 'groups expired');
      },
    },
    {
      // 24 h and 2 h before each group's deadline, once per group and moment (ADR 0028).
      name: 'group-reminders',
      intervalMs: REMINDER_SWEEP_INTERVAL_MS,
      run: async (ctx) => {
        const sent = await sendDueReminders(ctx);
        if (sent > 0) log.info({ job: 'group-reminders', sent }, 'group reminders sent');
      },
    },
    {
      // What notifications and crashes missed: abandoned reservations, provider calls still due (ADR 0034).
      name: 'reconcile-payments',
      intervalMs: PAYMENT_RECONCILIATION_INTERVAL_MS,
      run: async (ctx) => {
        const report = await reconcilePayments(ctx);
        if (report.released + report.settled + report.failed > 0) log.info({ job: 'reconcile-payments', ...report }, 'payments reconciled');
      },
    },
    {
      name: 'store-webhooks',
      intervalMs: WEBHOOK_SENDER_INTERVAL_MS,
      run: async (ctx, signal) => {
        const report = await deliverDueWebhooks(ctx, signal);
        if (report.delivered + report.failed > 0) log.info({ job: 'store-webhooks', ...report }, 'store webhooks sent');
      },
    },
    {
      // Keeps the back office's group counts a sum over days, not over every group (ADR 0013).
      name: 'fold-group-counts',
      intervalMs: GROUP_COUNTS_INTERVAL_MS,
      run: async (ctx) => {
        await foldGroupCountChanges(ctx.db);
      },
    },
    {
      // Login and form brakes leave a row per key; once every window of it is over, it only takes space.
      name: 'prune-rate-limit-hits',
      intervalMs: PRUNE_ATTEMPTS_INTERVAL_MS,
      run: async (ctx) => {
        const pruned = await pruneAttempts(ctx);
        if (pruned > 0) log.info({ job: 'prune-rate-limit-hits', pruned }, 'old rate limit counts deleted');
      },
    },
  ];
}

export interface BackgroundJobs {
  runner: JobRunner;
  /** Stops scheduling, waits for the runs in progress, closes the SMTP transport. */
  stop(): Promise<void>;
}

/** Starts the background jobs of this instance (main.ts; not in tests unless a test asks). */
export function startBackgroundJobs(ctx: AppContext, log: FastifyBaseLogger): BackgroundJobs {
  const transport = createMailTransport(ctx.env, log);
  const runner = createJobRunner(ctx, appJobs(transport, log), log);
  runner.start();
  log.info({ mail: transport.kind }, 'background jobs started');
  return {
    runner,
    stop: async () => {
      await runner.stop();
      transport.close();
    },
  };
}
