import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * What the reconciliation job asks the provider about, found through indexes that hold only those
 * payments: every PIX charge or card still processing (few at any time), and authorisations by age.
 * The one index over both (`payments_waiting_idx`, migration 0022) held every authorisation of every
 * active group, none of which is due for a look until its hold nears its end: at 100,000 groups
 * (1,000,000 authorisations) the planner read the whole table each minute, about a second on the
 * embedded database, where nothing else runs meanwhile.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    CREATE INDEX payments_processing_idx ON payments (id) WHERE status = 'processing';
    CREATE INDEX payments_authorized_created_idx ON payments (created_at) WHERE status = 'authorized';
    DROP INDEX payments_waiting_idx;
  `);
}
