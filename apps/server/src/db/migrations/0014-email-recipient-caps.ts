import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Group e-mails are capped per recipient (services/email/recipient-caps.ts): each insert counts what
 * went to the same address (any case) in the last hour and day, which this index answers without
 * reading the outbox.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    CREATE INDEX email_outbox_recipient_idx ON email_outbox (lower(to_address), created_at);
  `);
}
