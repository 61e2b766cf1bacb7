import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * One record of a provider call left due (ADR 0034): the payment's own row. Beside its count of failed
 * attempts (`provider_due_attempts`, migration 0026) it now keeps the last failure's reason and when the
 * call began failing, which `provider_call_failures` (migration 0024) kept apart, keyed by the due it
 * counted. Those rows still current are copied here; the table is no longer read nor written, and is
 * dropped by a later release, once no instance of the previous one runs (ADR 0029).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    ALTER TABLE payments ADD COLUMN provider_due_error text;
    ALTER TABLE payments ADD COLUMN provider_due_failing_since timestamptz;
    UPDATE payments SET provider_due_error = f.last_error, provider_due_failing_since = f.first_failed_at,
      provider_due_attempts = greatest(payments.provider_due_attempts, f.attempts)
    FROM provider_call_failures f WHERE f.payment_id = payments.id AND f.due = payments.provider_due;
  `);
}
