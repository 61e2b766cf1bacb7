import { readFileSync } from 'node:fs';
import type { SystemStatus } from '@juntai/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import { countCardAttempts } from '../../db/repositories/card-declines.ts';
import { listJobRuns } from '../../db/repositories/job-runs.ts';
import { publicBaseUrl } from '../public-base-url.ts';
import { jobsOn } from '../../jobs/index.ts';

const APP_VERSION = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version?: string }).version ?? 'desconhecida';

const DAY_MS = 86_400_000;

/** The settings screen's system status panel: every reading taken now, none hard-coded. */
export async function systemStatus(ctx: AppContext): Promise<SystemStatus> {
  const dayAgo = new Date(ctx.clock.now().getTime() - DAY_MS);
  const [version, migrations, runs, emails, cards] = await Promise.all([
    sql<{ version: string }>`select version() as version`.execute(ctx.db),
    sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name`.execute(ctx.db),
    listJobRuns(ctx.db),
    ctx.db.selectFrom('email_outbox').select([
      sql<number>`count(*) filter (where status = 'pending')::int`.as('pending'),
      sql<number>`count(*) filter (where status = 'failed')::int`.as('failed'),
    ]).executeTakeFirstOrThrow(),
    countCardAttempts(ctx.db, dayAgo),
  ]);
  return {
    success: true,
    database: {
      engine: ctx.database.engine,
      version: version.rows[0]?.version ?? '',
      migrations: migrations.rows.map((m) => ({ name: m.name, applied_at: new Date(m.timestamp).toISOString() })),
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
    card_declines: { ...cards, decline_rate: cards.attempts_24h > 0 ? cards.declines_24h / cards.attempts_24h : null },
    app: { version: APP_VERSION, uptime_seconds: Math.floor(process.uptime()), node: process.version },
  };
}
