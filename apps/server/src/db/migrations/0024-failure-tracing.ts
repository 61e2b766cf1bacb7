import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Every failure seen, and traced to what caused it:
 * - `request_id` on the e-mail outbox and the store webhook deliveries: the id of the request that
 *   queued them (http/request-id.ts), logged with each attempt; null for a job's own work.
 * - `provider_call_failures`: a provider call (capture, void, refund, cancel) still due after failing,
 *   with its attempts, last reason and first failure, for the logs' warn/error step and the back
 *   office's status panel. A row is only read while its payment still owes that call; it goes when
 *   the call succeeds.
 * - `job_runs.last_succeeded_at`: the row keeps only a job's latest run, so a failing job would lose
 *   when it last worked; the metrics' "job stuck" alert reads it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    ALTER TABLE email_outbox ADD COLUMN request_id text;
    ALTER TABLE webhook_deliveries ADD COLUMN request_id text;
    ALTER TABLE job_runs ADD COLUMN last_succeeded_at timestamptz;
    UPDATE job_runs SET last_succeeded_at = finished_at WHERE outcome = 'ran';
    CREATE TABLE provider_call_failures (
      payment_id integer PRIMARY KEY REFERENCES payments (id) ON DELETE CASCADE,
      due text NOT NULL,
      attempts integer NOT NULL,
      last_error text NOT NULL,
      first_failed_at timestamptz NOT NULL,
      last_failed_at timestamptz NOT NULL
    );
  `);
}
