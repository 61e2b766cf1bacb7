import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The deadline extension (ADR 0031): the organizer may move a group's deadline once.
 * `extended_at` says it was done (and when), `original_expires_at` keeps the deadline before it;
 * both null for a group never extended. The operator's two settings are seeded at boot (seed/baseline.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    ALTER TABLE groups ADD COLUMN extended_at timestamptz;
    ALTER TABLE groups ADD COLUMN original_expires_at timestamptz;
  `);
}
