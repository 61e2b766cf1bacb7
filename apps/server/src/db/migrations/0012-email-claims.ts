import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * An e-mail's claim by a sender (services/email/sender.ts): until `claimed_until` no other run takes it.
 * The sender claims in one short statement and talks to the SMTP server outside any transaction, so a
 * slow mail server holds no row lock and, on PGlite, not the one session every request needs. A claim
 * left by a sender that died lapses, and the e-mail is due again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    ALTER TABLE email_outbox ADD COLUMN claimed_until timestamptz;
  `);
}
