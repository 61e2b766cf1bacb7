import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * A join's answer is sent as built (its JSON text in the presenters' order), no longer re-serialised in
 * its schema's order. jsonb stores a document in an order of its own, so a replay of the Idempotency-Key
 * came back with its keys shuffled; json keeps the text as written, and the replay answers byte for byte
 * what the first attempt did. Nothing queries inside these answers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    ALTER TABLE idempotency_keys ALTER COLUMN response TYPE json USING response::json;
  `);
}
