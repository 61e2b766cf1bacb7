import { readFileSync } from 'node:fs';
import type { SystemStatus } from '@juntai/contract';
import type { AppContext } from '../../context.ts';
import { databaseVersion, listAppliedMigrations } from '../../db/repositories/database-facts.ts';
import { countOutboxEmails } from '../../db/repositories/outbox.ts';
import { countCardAttempts } from '../../db/repositories/card-declines.ts';
import { listJobRuns } from '../../db/repositories/job-runs.ts';
import { PROVIDER_CALL_MAX_ATTEMPTS } from '../payments/provider-settlement.ts';
import { publicBaseUrl } from '../public-base-url.ts';
import { jobsOn } from '../../jobs/index.ts';
import { countStuckOwedProviderCalls, listFailingProviderCalls } from '../../db/repositories/provider-calls-owed.ts';
import { listFailingDeliveries, listFailingEmails } from '../../db/repositories/queued-work.ts';

/** Failing items listed per kind: the panel shows what to act on, the logs and metrics have the rest. */
const FAILING_LISTED = 20;

const APP_VERSION = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version?: string }).version ?? 'desconhecida';

const DAY_MS = 86_400_000;

/** The settings screen's system status panel: every reading taken now, none hard-coded. */
export async function systemStatus(ctx: AppContext): Promise<SystemStatus> {
  const dayAgo = new Date(ctx.clock.now().getTime() - DAY_MS);
  const [version, migrations, runs, emails, failing, stopped, cards] = await Promise.all([
    databaseVersion(ctx.db),
    listAppliedMigrations(ctx.db),
    listJobRuns(ctx.db),
    countOutboxEmails(ctx.db),
    failingWork(ctx),
    countStuckOwedProviderCalls(ctx.db, PROVIDER_CALL_MAX_ATTEMPTS),
    countCardAttempts(ctx.db, dayAgo),
  ]);
  return {
    success: true,
    database: {
      engine: ctx.database.engine,
      version,
      migrations: migrations.map((m) => ({ name: m.name, applied_at: new Date(m.timestamp).toISOString() })),
    },
    jobs: jobsOn(ctx.database.engine).map((job) => {
      const run = runs.find((r) => r.name === job.name);
      return {
        name: job.name, label: job.label, interval_seconds: job.intervalMs / 1000,
        last_run: run ? { started_at: new Date(run.started_at).toISOString(), finished_at: new Date(run.finished_at).toISOString(), outcome: run.outcome, error: run.error } : null,
      };
    }),
    emails: { pending: emails.pending, failed: emails.failed, smtp_configured: Boolean(ctx.env.SMTP_URL) },
    links: { server_base_url: publicBaseUrl(ctx), public_base_url_set: Boolean(ctx.env.PUBLIC_BASE_URL) },
    payment_provider: ctx.env.PAYMENT_PROVIDER,
    failing,
    payments: { provider_calls_stopped: stopped },
    card_declines: { ...cards, decline_rate: cards.attempts_24h > 0 ? cards.declines_24h / cards.attempts_24h : null },
    app: { version: APP_VERSION, uptime_seconds: Math.floor(process.uptime()), node: process.version },
  };
}

/** The e-mails, webhook deliveries and provider calls failing now, each with its reason and age. */
async function failingWork(ctx: AppContext): Promise<SystemStatus['failing']> {
  const now = ctx.clock.now().getTime();
  const aged = (since: Date) => ({ since: since.toISOString(), age_seconds: Math.max(0, Math.floor((now - since.getTime()) / 1000)) });
  const [emails, webhooks, calls] = await Promise.all([
    listFailingEmails(ctx.db, FAILING_LISTED), listFailingDeliveries(ctx.db, FAILING_LISTED), listFailingProviderCalls(ctx.db, FAILING_LISTED),
  ]);
  return {
    emails: emails.map((e) => ({
      id: e.id, subject: e.subject, state: e.status === 'failed' ? 'given_up' : 'retrying', attempts: e.attempts, reason: e.last_error ?? '', ...aged(e.created_at),
    })),
    webhooks: webhooks.map((w) => ({
      id: w.id, store_id: w.store_id, event: w.event, link_id: w.link_id, state: w.status === 'failed' ? 'given_up' : 'retrying',
      attempts: w.attempts, reason: w.last_error ?? '', ...aged(w.queued_at),
    })),
    provider_calls: calls.map((c) => ({
      payment_id: c.id, group_id: c.group_id, call: c.provider_due!, state: c.provider_due_attempts >= PROVIDER_CALL_MAX_ATTEMPTS ? 'given_up' : 'retrying',
      attempts: c.provider_due_attempts, reason: c.provider_due_error ?? '', ...aged(c.provider_due_failing_since ?? new Date(now)),
    })),
  };
}
