import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * When the retention job (ADR 0049) emptied each kind of personal data, so each row is done once and
 * the figures keep their rows: an e-mail's body and address, a store webhook's body, a finished
 * group's contacts and its payers'. Null: not yet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    ALTER TABLE email_outbox ADD COLUMN body_pruned_at timestamptz;
    ALTER TABLE webhook_deliveries ADD COLUMN body_pruned_at timestamptz;
    ALTER TABLE groups ADD COLUMN anonymized_at timestamptz;
    CREATE INDEX groups_closed_not_anonymized_idx ON groups (closed_at) WHERE anonymized_at IS NULL AND closed_at IS NOT NULL;
  `);
}
