import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * A store's own site ("Endereço do site da loja", /admin/settings), kept as an origin. "Voltar para a
 * loja" (`voltar=`) is only offered when it points there; null (the default) offers it nowhere.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    ALTER TABLE stores ADD COLUMN site_url text;
  `);
}
