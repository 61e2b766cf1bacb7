import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * A live installation's merchant sign-up waits for its e-mail to be confirmed (ADR 0056): the form's
 * name, store name and password hash wait here under the hash of the e-mailed link's token, and the
 * account is created only when the link is opened. A row is deleted when its link is used, or by the
 * pruning job once its day has passed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    CREATE TABLE merchant_signups (
      token_hash text PRIMARY KEY,
      email text NOT NULL,
      name text NOT NULL,
      store_name text,
      password_hash text NOT NULL,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX merchant_signups_expires_idx ON merchant_signups (expires_at);
  `);
}
