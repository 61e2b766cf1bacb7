import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * What an e-mail says, as structure (greeting, paragraphs, the button to the group or action): the
 * sender renders its HTML part from it when it sends (services/email/html.ts, ADR 0026), so the hot
 * path that queues it pays no rendering. Null for e-mails queued as text (and html_body) alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    ALTER TABLE email_outbox ADD COLUMN content jsonb;
  `);
}
