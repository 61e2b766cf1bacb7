import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The last run of each background job, whichever instance ran it, for the back office's system status
 * panel: when it ran, how long it took, and whether it failed (with the error's message).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    CREATE TABLE job_runs (
      name text PRIMARY KEY,
      started_at timestamptz NOT NULL,
      finished_at timestamptz NOT NULL,
      outcome text NOT NULL CHECK (outcome IN ('ran', 'failed')),
      error text
    );
  `);
}
