import { type Compilable, type QueryCreator, sql } from 'kysely';
import type { Executor } from '../executor.ts';
import type { Database } from '../schema.ts';

/**
 * A change's writes and its NOTIFY on `channel` in one statement, the writes as data-modifying WITH
 * queries: one round trip instead of one each (ADR 0034). PostgreSQL runs every write of a WITH once and
 * to completion whether or not the rest reads it, all on the same snapshot (so they must not depend on
 * each other's rows), and delivers the notification only when the caller's transaction commits.
 */
export async function notifyAfterWrites(db: Executor, channel: string, payload: string, writes: readonly Compilable[]): Promise<void> {
  await withWrites(db, writes).selectNoFrom(sql<string>`pg_notify(${channel}, ${payload})`.as('notified')).execute();
}

/** `writes` (inserts, updates, deletes) as Kysely's data-modifying WITH queries ahead of the caller's statement. */
export function withWrites(db: Executor, writes: readonly Compilable[]): QueryCreator<Database> {
  let query: QueryCreator<Database> = db;
  // Each WITH adds a table no one reads to the builder's type; the statement keeps the database's own.
  for (const [i, write] of writes.entries()) query = query.with(`write_${i}`, () => write as never) as unknown as QueryCreator<Database>;
  return query;
}
