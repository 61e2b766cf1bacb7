import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The second record of a provider call left due, which migration 0036 folded into the payment's own
 * row. No release since then reads or writes it, so no instance still running during a rolling deploy
 * needs it (ADR 0029).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, 'DROP TABLE IF EXISTS provider_call_failures;');
}
