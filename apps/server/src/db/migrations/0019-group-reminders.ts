import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The reminders before a group's deadline (ADR 0028): one row per group and moment ('24h',
 * '2h'), written in the transaction that queues the reminder's e-mails under the group's lock, so each
 * goes once across restarts and instances. 'skipped': the group has no such reminder (opened too close
 * to its moment), kept so it is decided once.
 *
 * `email_outbox.send_before`: an e-mail that only makes sense until then (a reminder) is dropped by
 * the sender instead of being delivered late. Null for every other e-mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    CREATE TABLE group_reminders (
      group_id integer NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
      moment text NOT NULL CHECK (moment IN ('24h','2h')),
      outcome text NOT NULL CHECK (outcome IN ('sent','skipped')),
      decided_at timestamptz NOT NULL,
      PRIMARY KEY (group_id, moment)
    );
    ALTER TABLE email_outbox ADD COLUMN send_before timestamptz;
  `);
}
