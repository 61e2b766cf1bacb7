import { type Compilable, sql } from 'kysely';
import type { Executor } from '../executor.ts';
import { selectAfterWrites } from '../statement-with-writes.ts';

/**
 * A change's writes and its NOTIFY on `channel` in one statement (db/statement-with-writes.ts):
 * PostgreSQL delivers the notification only when the caller's transaction commits.
 */
export async function notifyAfterWrites(db: Executor, channel: string, payload: string, writes: readonly Compilable[]): Promise<void> {
  await selectAfterWrites(writes, sql`select pg_notify(${channel}, ${payload})`).execute(db);
}
