import type { AppContext } from '../../context.ts';
import { deleteStaleHits } from '../../db/repositories/rate-limit-hits.ts';
import { LIMITS } from './attempts.ts';
import { ACCOUNT_UNDER_ATTACK, FORGET_PAIR_AFTER_MS } from './login-brakes.ts';

/**
 * How long a rate_limit_hits row is kept after its window started (or its latest failure): the longest
 * window of any brake, so pruning never forgets a count that still matters. Today a pair's failures (a day).
 */
export const KEEP_HITS_MS = Math.max(FORGET_PAIR_AFTER_MS, ACCOUNT_UNDER_ATTACK.windowMs, ...Object.values(LIMITS).map((l) => l.windowMs));

/** Deletes the counts no brake reads any more (the background job 'prune-rate-limit-hits'); answers how many. */
export async function pruneAttempts(ctx: AppContext): Promise<number> {
  return deleteStaleHits(ctx.db, new Date(ctx.clock.now().getTime() - KEEP_HITS_MS));
}
