import type { AppContext } from '../../context.ts';
import { clearHits, readHits, recordFailure, recordHit } from '../../db/repositories/rate-limit-hits.ts';
import { RateLimitedError } from '../rate-limits/rate-limited-error.ts';
import { assertUnderLimit, type AttemptLimit } from './attempts.ts';

/**
 * The login delays of ADR 0023. Wrong passwords slow down the pair (account, address)
 * that typed them, with a delay that grows, never the account as a whole: someone who knows only the
 * e-mail cannot keep its owner out. Counted in the database, so every instance sees the same count.
 *
 * Across addresses, an account with many failures in the hour is "under attack": then an address that
 * has itself failed on it in that hour waits for the hour to end, while an address without failures
 * still gets its try. So a spread-out attack gets one guess per address, and the owner, typing the
 * right password from where nobody failed, is never refused (a typo makes them wait, or use
 * "Esqueci minha senha", which these delays do not touch).
 */
const MINUTE = 60_000;
/** Failures a pair may make before it waits at all. */
export const FREE_FAILURES = 5;
const FIRST_DELAY_MS = MINUTE;
const MAX_DELAY_MS = 15 * MINUTE;
/** A pair without a failure for this long starts from zero again. */
export const FORGET_PAIR_AFTER_MS = 24 * 60 * MINUTE;
/** The account is under attack from `max` failures in `windowMs`, from any addresses. */
export const ACCOUNT_UNDER_ATTACK = { name: 'login:conta', max: 50, windowMs: 60 * MINUTE } as const satisfies AttemptLimit;

export interface LoginSubject {
  /** The e-mail as typed (lower-cased): unknown e-mails are delayed alike, so nothing tells which exist. */
  account: string;
  address: string;
}

const pairKey = (s: LoginSubject) => `login:par:${s.account}|${s.address}`;

/** How long a pair waits after its latest failure: 1 minute after the 5th, doubling, at most 15. */
export function delayAfterFailures(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES));
}

/** Throws the 429 (with when to retry) when this pair must wait; checked before the password is. */
export async function assertLoginAllowed(ctx: AppContext, subject: LoginSubject): Promise<void> {
  const now = ctx.clock.now().getTime();
  const pair = await readHits(ctx.db, pairKey(subject));
  const lastFailure = pair?.windowStart.getTime();
  if (!pair || lastFailure === undefined || now - lastFailure >= FORGET_PAIR_AFTER_MS) return;
  const until = lastFailure + delayAfterFailures(pair.hits);
  if (until > now) throw new RateLimitedError((until - now) / 1000);
  // Only a pair that failed within the attack window is held back by the account's count.
  if (now - lastFailure < ACCOUNT_UNDER_ATTACK.windowMs) await assertUnderLimit(ctx, ACCOUNT_UNDER_ATTACK, subject.account);
}

export async function recordLoginFailure(ctx: AppContext, subject: LoginSubject): Promise<void> {
  const now = ctx.clock.now();
  await recordFailure(ctx.db, pairKey(subject), now, FORGET_PAIR_AFTER_MS);
  await recordHit(ctx.db, `${ACCOUNT_UNDER_ATTACK.name}:${subject.account}`, now, ACCOUNT_UNDER_ATTACK.windowMs);
}

/** The right password clears its own pair's failures, not the account's count (strangers' failures). */
export async function recordLoginSuccess(ctx: AppContext, subject: LoginSubject): Promise<void> {
  await clearHits(ctx.db, pairKey(subject));
}
