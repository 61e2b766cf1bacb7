import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * A group's payments and invite list as index-only scans (ADR 0013). A group's rows are written over
 * its 48 hours between other groups' rows, so reading them from the table costs about twenty scattered
 * pages once the data outgrows memory; these indexes keep exactly the columns the group answer reads,
 * in the order it reads them, side by side: two or three pages per group. The covering index on
 * payments replaces the plain one on group_id (every query that used it can use this one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    CREATE INDEX payments_group_read_idx ON payments (group_id, id) INCLUDE (seat_key, status, method, amount_cents, pix_expires_at);
    DROP INDEX payments_group_idx;
    CREATE INDEX group_invitees_read_idx ON group_invitees (group_id, position) INCLUDE (name, name_key, is_creator);
  `);
}
