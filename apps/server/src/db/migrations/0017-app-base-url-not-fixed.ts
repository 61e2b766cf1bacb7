import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The global setting 'URL base do app' was seeded as http://localhost:3000, a fixed address that is
 * wrong as soon as the app runs on another port or host: e-mailed links then pointed there. Empty now
 * means "this server's own address" (PUBLIC_BASE_URL, else http://localhost:PORT); the old seed value
 * left untouched by the operator becomes empty. Any other address the operator chose stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    UPDATE global_settings SET value = '""'::jsonb WHERE key = 'app_base_url' AND value = '"http://localhost:3000"'::jsonb;
  `);
}
