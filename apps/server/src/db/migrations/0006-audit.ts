import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The operator's audit trail: every change made in the back office, append-only (the app only ever
 * inserts and reads), with who, when, what, and the values before and after.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    CREATE TABLE audit_log (
      id serial PRIMARY KEY,
      actor_user_id integer REFERENCES users(id) ON DELETE SET NULL,
      actor_email text NOT NULL,
      action text NOT NULL,
      entity text NOT NULL,
      entity_id text,
      before jsonb,
      after jsonb,
      at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
  `);
}
