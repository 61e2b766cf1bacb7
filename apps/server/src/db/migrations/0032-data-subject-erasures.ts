import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Erasures a person asked for (LGPD art. 18, ADR 0053) that wait for groups still active: the person's
 * data in those groups is anonymised by the daily retention job once each group ends, and the row goes
 * when nothing of the e-mail is left to anonymise. `email_key` is the trimmed lower-case address; `alias`
 * the one address that replaces it everywhere, so the panels' count of distinct customers stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    CREATE TABLE pending_erasures (
      email_key text PRIMARY KEY,
      alias text NOT NULL,
      requested_at timestamptz NOT NULL
    );
  `);
}
