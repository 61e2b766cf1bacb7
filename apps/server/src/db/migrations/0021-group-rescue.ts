import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * How a completed group was rescued (the rule is the domain's rescueKind), written once in the
 * transaction that completes it, so the panels count rescued groups through a small index instead of
 * re-deciding every completed group. Null: not rescued (or completed before this migration).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    ALTER TABLE groups ADD COLUMN rescued_by text CHECK (rescued_by IN ('organizer','extension','reminder'));
    CREATE INDEX groups_rescued_closed_idx ON groups (closed_at) WHERE rescued_by IS NOT NULL;
  `);
}
