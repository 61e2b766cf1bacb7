import { sql } from 'kysely';
import type { Executor } from '../executor.ts';

/** The database server's version string, as the operator's system status shows it. */
export async function databaseVersion(db: Executor): Promise<string> {
  const { rows } = await sql<{ version: string }>`select version() as version`.execute(db);
  return rows[0]?.version ?? '';
}

/** The migrations applied, in order, with when each was applied. */
export async function listAppliedMigrations(db: Executor): Promise<Array<{ name: string; timestamp: string }>> {
  const { rows } = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name`.execute(db);
  return rows;
}

/** Fails when the database does not answer (`select 1`). */
export async function pingDatabase(db: Executor): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * Tries the transaction-level advisory lock (`namespace`, `key`) in the caller's transaction, without
 * waiting: whether it was taken. It ends with that transaction.
 */
export async function tryTransactionLock(trx: Executor, namespace: number, key: number): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${namespace}::int4, ${key}::int4) as locked`.execute(trx);
  return rows[0]?.locked === true;
}
