import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * "Meus Grupos" from another device: after a shopper proves an organizer e-mail through the one-time
 * link (organizer_proofs), the browser gets a session bound to that e-mail. Only the token's sha256 is
 * kept; the e-mail is stored lower-case, as the groups are looked up by lower(creator_email).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    CREATE TABLE dashboard_sessions (
      token_hash text PRIMARY KEY,
      email text NOT NULL,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX dashboard_sessions_expires_idx ON dashboard_sessions (expires_at);
    CREATE INDEX organizer_proofs_expires_idx ON organizer_proofs (expires_at);
  `);
}
