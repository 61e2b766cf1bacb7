import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../executor.ts';

/**
 * Counts one hit for `key` in a fixed window and answers the count and when the window started. A
 * window older than `windowMs` starts again at 1. One statement, so concurrent hits never lose a count.
 */
export async function recordHit(db: Executor, key: string, now: Date, windowMs: number): Promise<{ hits: number; windowStart: Date }> {
  const staleBefore = new Date(now.getTime() - windowMs);
  return countHit(db, key, now, staleBefore, sql<Date>`CASE WHEN rate_limit_hits.window_start <= ${staleBefore} THEN ${now} ELSE rate_limit_hits.window_start END`);
}

export async function clearHits(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('key', '=', key).execute();
}

/** Deletes the rows whose window started (or whose latest failure came) at or before `notAfter`; answers how many. */
export async function deleteStaleHits(db: Executor, notAfter: Date): Promise<number> {
  const result = await db.deleteFrom('rate_limit_hits').where('window_start', '<=', notAfter).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function readHits(db: Executor, key: string): Promise<{ hits: number; windowStart: Date } | undefined> {
  const row = await db.selectFrom('rate_limit_hits').select(['hits', 'window_start']).where('key', '=', key).executeTakeFirst();
  return row ? { hits: Number(row.hits), windowStart: new Date(row.window_start) } : undefined;
}

/**
 * Counts one failure for `key` and stamps it as the latest (`window_start` then holds the time of the
 * last failure, from which a growing delay runs; see services/auth/login-delays.ts). A key quiet for
 * `forgetAfterMs` starts again at 1. One statement, so concurrent failures never lose a count.
 */
export async function recordFailure(db: Executor, key: string, now: Date, forgetAfterMs: number): Promise<{ hits: number; windowStart: Date }> {
  return countHit(db, key, now, new Date(now.getTime() - forgetAfterMs), now);
}

/** One more for `key` (1 again when its row was stamped at or before `staleBefore`), the row stamped `windowStart`. */
async function countHit(db: Executor, key: string, now: Date, staleBefore: Date, windowStart: Date | RawBuilder<Date>) {
  const row = await db.insertInto('rate_limit_hits').values({ key, window_start: now, hits: 1 })
    .onConflict((oc) => oc.column('key').doUpdateSet({
      hits: sql<number>`CASE WHEN rate_limit_hits.window_start <= ${staleBefore} THEN 1 ELSE rate_limit_hits.hits + 1 END`,
      window_start: windowStart,
    }))
    .returning(['hits', 'window_start']).executeTakeFirstOrThrow();
  return { hits: Number(row.hits), windowStart: new Date(row.window_start) };
}
