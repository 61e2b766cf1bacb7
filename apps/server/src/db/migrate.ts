import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import * as initial from './migrations/0001-initial.ts';
import * as dashboardSessions from './migrations/0002-dashboard-sessions.ts';
import * as accounts from './migrations/0003-accounts.ts';
import * as operator from './migrations/0005-operator.ts';
import * as audit from './migrations/0006-audit.ts';
import * as catalogueAdmin from './migrations/0007-catalogue-admin.ts';
import * as jobRuns from './migrations/0008-job-runs.ts';
import * as storeIntegration from './migrations/0009-store-integration.ts';
import * as groupCounts from './migrations/0010-group-counts.ts';
import * as groupReadIndexes from './migrations/0011-group-read-indexes.ts';
import * as emailClaims from './migrations/0012-email-claims.ts';
import * as idempotentAnswersAsSent from './migrations/0013-idempotent-answers-as-sent.ts';
import * as emailRecipientCaps from './migrations/0014-email-recipient-caps.ts';
import * as storeSiteUrl from './migrations/0015-store-site-url.ts';
import * as payerTokens from './migrations/0016-payer-tokens.ts';
import * as appBaseUrlNotFixed from './migrations/0017-app-base-url-not-fixed.ts';
import * as emailContent from './migrations/0018-email-content.ts';
import * as groupReminders from './migrations/0019-group-reminders.ts';
import * as groupExtension from './migrations/0020-group-extension.ts';
import * as groupRescue from './migrations/0021-group-rescue.ts';
import * as paymentReservations from './migrations/0022-payment-reservations.ts';

/** Migrations are listed here, in order, so that bundling or a different cwd cannot lose one. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-dashboard-sessions': dashboardSessions,
  '0003-accounts': accounts,
  '0005-operator': operator,
  '0006-audit': audit,
  '0007-catalogue-admin': catalogueAdmin,
  '0008-job-runs': jobRuns,
  '0009-store-integration': storeIntegration,
  '0010-group-counts': groupCounts,
  '0011-group-read-indexes': groupReadIndexes,
  '0012-email-claims': emailClaims,
  '0013-idempotent-answers-as-sent': idempotentAnswersAsSent,
  '0014-email-recipient-caps': emailRecipientCaps,
  '0015-store-site-url': storeSiteUrl,
  '0016-payer-tokens': payerTokens,
  '0017-app-base-url-not-fixed': appBaseUrlNotFixed,
  '0018-email-content': emailContent,
  '0019-group-reminders': groupReminders,
  '0020-group-extension': groupExtension,
  '0021-group-rescue': groupRescue,
  '0022-payment-reservations': paymentReservations,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

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
