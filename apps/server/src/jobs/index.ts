import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Engine } from '../db/database.ts';
import { upkeepEmbeddedTables } from '../db/embedded-upkeep.ts';
import { foldGroupCountChanges } from '../db/repositories/group-counts.ts';
import { sendPendingEmails } from '../services/email/sender.ts';
import { createMailTransport, type MailTransport } from '../services/email/transport.ts';
import { expireDueGroups } from '../services/groups/expire-groups.ts';
import { sendDueReminders } from '../services/groups/remind-groups.ts';
import { pruneAttempts } from '../services/auth/prune-attempts.ts';
import { deliverDueWebhooks } from '../services/integration/deliver-webhooks.ts';
import { reconcilePayments } from '../services/payments/reconcile-payments.ts';
import { applyRetention } from '../services/privacy/apply-retention.ts';
import { createJobRunner, type Job, type JobRunner } from './runner.ts';

export { createJobRunner, type Job, type JobOutcome, type JobRunner } from './runner.ts';

/** What a job's run reports: counts, logged when one of those it names is above zero. */
type Counts = Record<string, number>;

interface JobKind {
  name: string;
  /** The back office's name for it (system status). */
  label: string;
  intervalMs: number;
  /** The log line of a run that did something, and the counts that say it did (all of them when not given). */
  message?: string;
  counted?: string[];
  /** Counts that need a person when above zero: logged at error with this message (the operator's alert). */
  alarm?: { counted: string[]; message: string };
  /** Runs only on this engine (the others do it themselves); every engine when not given. */
  engine?: Engine;
  /** False: claims its own rows, runs on every instance without the job lock (runner.ts). */
  exclusive?: boolean;
  run(ctx: AppContext, signal: AbortSignal, transport: MailTransport): Promise<Counts | void>;
}

/** The jobs an instance may run (each under its advisory lock, so one instance at a time): all, or those of its engine. */
const APP_JOBS: JobKind[] = [
  {
    name: 'expire-groups', label: 'Expiração de grupos e devoluções', intervalMs: 60_000, message: 'groups expired',
    run: async (ctx) => ({ expired: await expireDueGroups(ctx) }),
  },
  {
    name: 'email-outbox', label: 'Envio de e-mails', intervalMs: 5_000, message: 'e-mail outbox delivered',
    run: async (ctx, signal, transport) => ({ ...(await sendPendingEmails(ctx, transport, { signal })) }),
  },
  {
    // Deliveries are claimed, then sent with no transaction open, a deadline each and a budget per run (ADR 0011).
    name: 'store-webhooks', label: 'Webhooks das lojas', intervalMs: 5_000, message: 'store webhooks sent', exclusive: false,
    run: (ctx, signal) => deliverDueWebhooks(ctx, { signal }),
  },
  {
    // Keeps the back office's group counts a sum over days, not over every group (ADR 0013).
    name: 'fold-group-counts', label: 'Contagem diária de grupos', intervalMs: 60_000,
    run: async (ctx) => {
      await foldGroupCountChanges(ctx.db);
    },
  },
  {
    // Login and form limits leave a row per key; once every window of it is over, it only takes space.
    name: 'prune-rate-limit-hits', label: 'Limpeza das contagens de tentativas', intervalMs: 3_600_000, message: 'old rate limit counts deleted',
    run: async (ctx) => ({ pruned: await pruneAttempts(ctx) }),
  },
  {
    // 24 h and 2 h before each group's deadline, once per group and moment (ADR 0028).
    name: 'group-reminders', label: 'Lembretes antes do prazo dos grupos', intervalMs: 60_000, message: 'group reminders sent',
    run: async (ctx) => ({ sent: await sendDueReminders(ctx) }),
  },
  {
    // What notifications and crashes missed: abandoned reservations, provider calls still due (ADR 0034).
    name: 'reconcile-payments', label: 'Conciliação com o provedor de pagamento', intervalMs: 60_000, message: 'payments reconciled',
    counted: ['released', 'settled', 'failed'],
    alarm: { counted: ['gave_up'], message: 'payment provider calls stopped after repeated failures: act in the provider panel' },
    run: async (ctx) => ({ ...(await reconcilePayments(ctx)) }),
  },
  {
    // The retention table (ADR 0049, docs/privacy.md): personal data that outlived its period, once a day.
    name: 'personal-data-retention', label: 'Retenção de dados pessoais (diária)', intervalMs: 24 * 3_600_000, message: 'personal data past retention removed',
    run: async (ctx, signal) => ({ ...(await applyRetention(ctx, signal)) }),
  },
  {
    // PGlite has no autovacuum; PostgreSQL's own does this there (ADR 0029). Quiet, as autovacuum is: the
    // status panel shows its last run.
    name: 'embedded-table-upkeep', label: 'Manutenção das tabelas do banco embutido (VACUUM e ANALYZE)', intervalMs: 10_000,
    engine: 'pglite',
    run: async (ctx) => {
      await upkeepEmbeddedTables(ctx.db);
    },
  },
];

/** The jobs of an instance on `engine`. */
export const jobsOn = (engine: Engine): JobKind[] => APP_JOBS.filter((job) => job.engine === undefined || job.engine === engine);

/** The app's jobs for the runner on `engine`, sending e-mail through `transport`. */
export function appJobs(engine: Engine, transport: MailTransport, log: FastifyBaseLogger): Job[] {
  const above = (counts: Counts, keys: string[]) => keys.some((key) => (counts[key] ?? 0) > 0);
  return jobsOn(engine).map(({ name, intervalMs, exclusive, message, counted, alarm, run }) => ({
    name,
    intervalMs,
    exclusive,
    run: async (ctx, signal) => {
      const counts = await run(ctx, signal, transport);
      if (!counts) return;
      if (alarm && above(counts, alarm.counted)) log.error({ job: name, ...counts }, alarm.message);
      if (message && above(counts, counted ?? Object.keys(counts))) log.info({ job: name, ...counts }, message);
    },
  }));
}

export interface BackgroundJobs {
  runner: JobRunner;
  /** Stops scheduling, waits for the runs in progress, closes the SMTP transport. */
  stop(): Promise<void>;
}

/** Starts the background jobs of this instance (main.ts; not in tests unless a test asks). */
export function startBackgroundJobs(ctx: AppContext, log: FastifyBaseLogger): BackgroundJobs {
  const transport = createMailTransport(ctx.env, log);
  const runner = createJobRunner(ctx, appJobs(ctx.database.engine, transport, log), log);
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
