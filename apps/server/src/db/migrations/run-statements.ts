import { type Kysely, sql } from 'kysely';

/**
 * Runs a script of SQL statements one by one: both drivers prepare each query, and a prepared
 * statement holds a single command. Statements end with a semicolon at the end of a line.
 */
export async function runStatements(db: Kysely<unknown>, script: string): Promise<void> {
  const statements = script.split(/;\s*$/m).map((s) => s.trim()).filter((s) => s.replace(/--.*$/gm, '').trim() !== '');
  for (const statement of statements) await sql.raw(statement).execute(db);
}
