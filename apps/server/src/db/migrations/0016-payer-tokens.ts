import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The payer's proof: a join answered 201 hands the browser a random token, and the payment
 * keeps only its sha256, as groups keep the organizer's (ADR 0006). Older payments have none: their
 * browsers never held a token. The e-mail index serves "Ver meus grupos de outro aparelho", which now
 * also lists the groups paid with the proved e-mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    ALTER TABLE payments ADD COLUMN payer_token_hash text;
    CREATE INDEX payments_payer_token_hash_idx ON payments (payer_token_hash) WHERE payer_token_hash IS NOT NULL;
    CREATE INDEX payments_lower_email_idx ON payments (lower(email));
  `);
}
