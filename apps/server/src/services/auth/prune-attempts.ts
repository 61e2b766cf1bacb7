import { CARD_DECLINES_LOOKBACK_MS } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import { deleteOldDeclines } from '../../db/repositories/card-declines.ts';
import { deleteLapsedSignups } from '../../db/repositories/merchant-signups.ts';
import { deleteStaleHits } from '../../db/repositories/rate-limit-hits.ts';
import { LIMITS } from './attempts.ts';
import { ACCOUNT_UNDER_ATTACK, FORGET_PAIR_AFTER_MS } from './login-delays.ts';

/**
 * How long a rate_limit_hits row is kept after its window started (or its latest failure): the longest
 * window of any limit, so pruning never forgets a count that still matters. Today a pair's failures (a day).
 */
export const KEEP_HITS_MS = Math.max(FORGET_PAIR_AFTER_MS, ACCOUNT_UNDER_ATTACK.windowMs, ...Object.values(LIMITS).map((l) => l.windowMs));

/**
 * How long a card decline is kept: as long as it can still shut card joins, and a day for the operator's
 * decline rate.
 */
export const KEEP_CARD_DECLINES_MS = Math.max(CARD_DECLINES_LOOKBACK_MS, 86_400_000);

/**
 * Deletes the counts no limit reads any more, and merchant sign-ups whose confirmation link lapsed
 * unopened (their name, address and password hash are kept no longer than the link: ADR 0056), in the
 * background job 'prune-rate-limit-hits'; answers how many rows went.
 */
export async function pruneAttempts(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now().getTime();
  return await deleteStaleHits(ctx.db, new Date(now - KEEP_HITS_MS)) + await deleteOldDeclines(ctx.db, new Date(now - KEEP_CARD_DECLINES_MS))
    + await deleteLapsedSignups(ctx.db, new Date(now));
}
