import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/** Fails if the database does not answer. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
