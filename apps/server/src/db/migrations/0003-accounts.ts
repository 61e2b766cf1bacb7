import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Merchant and operator accounts (ADR 0007) and the merchant panel's figures (ADR 0008).
 * - sessions slide (last_seen_at) and are found by user to end them all on a password reset;
 * - rate_limit_hits counts login and forgot-password attempts per key in fixed windows, in the
 *   database, so every app instance sees the same count;
 * - payments.paid_at is when money was collected (card authorised, PIX confirmed): the 30-day
 *   window of the panel counts from it, not from when the charge was created;
 * - groups are listed per store, newest first, with a keyset cursor.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
    CREATE INDEX sessions_user_idx ON sessions (user_id);
    CREATE INDEX sessions_expires_idx ON sessions (expires_at);
    CREATE INDEX password_resets_user_idx ON password_resets (user_id);

    CREATE TABLE rate_limit_hits (
      key text PRIMARY KEY,
      window_start timestamptz NOT NULL,
      hits integer NOT NULL
    );

    ALTER TABLE payments ADD COLUMN paid_at timestamptz;
    UPDATE payments SET paid_at = updated_at WHERE status IN ('authorized','captured','voided','refunded');
    CREATE INDEX payments_paid_at_idx ON payments (paid_at) WHERE paid_at IS NOT NULL;

    CREATE INDEX groups_store_created_idx ON groups (store_id, created_at DESC, id DESC);
  `);
}
