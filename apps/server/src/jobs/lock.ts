import { createHash } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { tryTransactionLock } from '../db/repositories/database-facts.ts';

/** First key of every job lock ('JUNT'), so Juntaí's advisory locks never collide with others'. */
const LOCK_NAMESPACE = 0x4a554e54;

/** A stable 32-bit key per job name. */
export function jobLockKey(name: string): number {
  return createHash('sha256').update(name).digest().readInt32BE(0);
}

/**
 * Runs `work` only if no other instance is running the job `name`, and tells whether it ran.
 * PostgreSQL: a transaction-level advisory lock taken with pg_try_advisory_xact_lock in a
 * transaction of its own, which holds one connection for the run; the lock ends with that
 * transaction, so a crashed instance cannot leave it behind. The work itself uses the pool.
 * PGlite: one process owns the data directory and has one connection (an open transaction would
 * block the work's own queries), so there is nobody to exclude and the work simply runs.
 */
export async function withJobLock(ctx: AppContext, name: string, work: () => Promise<void>): Promise<boolean> {
  if (ctx.database.engine === 'pglite') {
    await work();
    return true;
  }
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await tryTransactionLock(trx, LOCK_NAMESPACE, jobLockKey(name)))) return false;
    await work();
    return true;
  });
}
