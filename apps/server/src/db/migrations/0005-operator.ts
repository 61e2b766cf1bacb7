import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The operator back office (ADR 0007, 0008):
 * - payments.captured_at: when money became the store's (card captured at completion, PIX confirmed):
 *   GMV and platform revenue of a period count from it;
 * - account_invitations: single-use links that let a person choose the password of an account the
 *   operator prepared (a merchant invited to a store, or the installation's first operator).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    ALTER TABLE payments ADD COLUMN captured_at timestamptz;
    UPDATE payments SET captured_at = updated_at WHERE status = 'captured';
    CREATE INDEX payments_captured_at_idx ON payments (captured_at) WHERE captured_at IS NOT NULL;
    CREATE INDEX groups_created_idx ON groups (created_at);

    CREATE TABLE account_invitations (
      token_hash text PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('merchant','operator_setup')),
      store_id text REFERENCES stores(store_id) ON DELETE CASCADE,
      email text,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `);
}
