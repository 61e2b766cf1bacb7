import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';

/**
 * Migrations are listed here, in order, each by its literal path, so that bundling or a different cwd
 * cannot lose one.
 */
const provider: MigrationProvider = {
  getMigrations: async (): Promise<Record<string, Migration>> => ({
    '0001-initial': await import('./migrations/0001-initial.ts'),
    '0002-dashboard-sessions': await import('./migrations/0002-dashboard-sessions.ts'),
    '0003-accounts': await import('./migrations/0003-accounts.ts'),
    '0005-operator': await import('./migrations/0005-operator.ts'),
    '0006-audit': await import('./migrations/0006-audit.ts'),
    '0007-catalogue-admin': await import('./migrations/0007-catalogue-admin.ts'),
    '0008-job-runs': await import('./migrations/0008-job-runs.ts'),
    '0009-store-integration': await import('./migrations/0009-store-integration.ts'),
    '0010-group-counts': await import('./migrations/0010-group-counts.ts'),
    '0011-group-read-indexes': await import('./migrations/0011-group-read-indexes.ts'),
    '0012-email-claims': await import('./migrations/0012-email-claims.ts'),
    '0013-idempotent-answers-as-sent': await import('./migrations/0013-idempotent-answers-as-sent.ts'),
    '0014-email-recipient-caps': await import('./migrations/0014-email-recipient-caps.ts'),
    '0015-store-site-url': await import('./migrations/0015-store-site-url.ts'),
    '0016-payer-tokens': await import('./migrations/0016-payer-tokens.ts'),
    '0017-app-base-url-not-fixed': await import('./migrations/0017-app-base-url-not-fixed.ts'),
    '0018-email-content': await import('./migrations/0018-email-content.ts'),
    '0019-group-reminders': await import('./migrations/0019-group-reminders.ts'),
    '0020-group-extension': await import('./migrations/0020-group-extension.ts'),
    '0021-group-rescue': await import('./migrations/0021-group-rescue.ts'),
    '0022-payment-reservations': await import('./migrations/0022-payment-reservations.ts'),
    '0024-failure-tracing': await import('./migrations/0024-failure-tracing.ts'),
    '0026-provider-calls-bounded': await import('./migrations/0026-provider-calls-bounded.ts'),
    '0027-seats-to-money-and-card-declines': await import('./migrations/0027-seats-to-money-and-card-declines.ts'),
    '0028-personal-data-retention': await import('./migrations/0028-personal-data-retention.ts'),
    '0032-data-subject-erasures': await import('./migrations/0032-data-subject-erasures.ts'),
    '0035-merchant-signups': await import('./migrations/0035-merchant-signups.ts'),
    '0036-provider-due-failures': await import('./migrations/0036-provider-due-failures.ts'),
    '0037-reconciliation-indexes': await import('./migrations/0037-reconciliation-indexes.ts'),
    '0038-drop-provider-call-failures': await import('./migrations/0038-drop-provider-call-failures.ts'),
  }),
};

/**
 * Brings the schema up to date. Kysely's Migrator takes an advisory lock on PostgreSQL, so several
 * app instances booting at once run each migration once.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Falha na migração ${failed?.migrationName ?? ''}: ${String(error)}`);
  }
}

/** The migrations this code knows that the database has not applied yet (the readiness check's). */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const migrations = await new Migrator({ db, provider }).getMigrations();
  return migrations.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
