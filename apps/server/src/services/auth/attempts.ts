import { groupMessages } from '@juntai/contract';
import type { AppContext } from '../../context.ts';
import { readHits, recordHit } from '../../db/repositories/rate-limit-hits.ts';
import { GROUP_CREATIONS_PER_ADDRESS_PER_HOUR, GROUP_CREATIONS_WINDOW_MS } from '../abuse/limits.ts';
import { RateLimitedError } from '../rate-limits/rate-limited-error.ts';

/**
 * Fixed-window limits for the account forms (login, forgot and reset password, sign-up, invitation,
 * operator setup) and group creation, counted in the database so every app instance sees the same
 * count (ADRs 0007, 0023, 0024); a refused attempt counts too. A limit is `max` hits per `windowMs` for
 * one key. The growing delays of failed logins are in login-delays.ts.
 */
export interface AttemptLimit {
  name: string;
  max: number;
  windowMs: number;
  /** The 429's sentence, when not the account forms' "try again in N minutes". */
  detail?: string;
}

const MINUTE = 60_000;
export const LIMITS = {
  loginPerAddress: { name: 'login:ip', max: 30, windowMs: 15 * MINUTE },
  forgotPerAddress: { name: 'forgot:ip', max: 10, windowMs: 15 * MINUTE },
  // Per account AND address: a stranger's requests never use up the owner's.
  forgotPerAccountAndAddress: { name: 'forgot:par', max: 3, windowMs: 15 * MINUTE },
  // Token and sign-up forms hash a password with argon2: per address, so a flood cannot queue hashes (#8).
  resetPerAddress: { name: 'reset:ip', max: 10, windowMs: 15 * MINUTE },
  invitationPerAddress: { name: 'convite:ip', max: 10, windowMs: 15 * MINUTE },
  operatorSetupPerAddress: { name: 'setup:ip', max: 10, windowMs: 15 * MINUTE },
  signupPerAddress: { name: 'cadastro:ip', max: 10, windowMs: 60 * MINUTE },
  signupConfirmPerAddress: { name: 'cadastro-confirmar:ip', max: 10, windowMs: 15 * MINUTE },
  groupCreationsPerAddress: { name: 'group-create', max: GROUP_CREATIONS_PER_ADDRESS_PER_HOUR, windowMs: GROUP_CREATIONS_WINDOW_MS, detail: groupMessages.tooManyGroups },
} as const satisfies Record<string, AttemptLimit>;

const keyOf = (limit: AttemptLimit, subject: string) => `${limit.name}:${subject}`;

/** Counts a hit; throws a 429 (with when to try again) once the window holds more than `max`. */
export async function countAttempt(ctx: AppContext, limit: AttemptLimit, subject: string): Promise<void> {
  const now = ctx.clock.now();
  const { hits, windowStart } = await recordHit(ctx.db, keyOf(limit, subject), now, limit.windowMs);
  if (hits > limit.max) throw new RateLimitedError((windowStart.getTime() + limit.windowMs - now.getTime()) / 1000, limit.detail);
}

/** Counts a hit and answers whether it is within the limit (for limits that act silently). */
export async function countWithinLimit(ctx: AppContext, limit: AttemptLimit, subject: string): Promise<boolean> {
  const { hits } = await recordHit(ctx.db, keyOf(limit, subject), ctx.clock.now(), limit.windowMs);
  return hits <= limit.max;
}

/** Throws the 429 when the key is already over its limit, without counting a hit. */
export async function assertUnderLimit(ctx: AppContext, limit: AttemptLimit, subject: string): Promise<void> {
  const now = ctx.clock.now();
  const row = await readHits(ctx.db, keyOf(limit, subject));
  if (!row) return;
  const windowStart = row.windowStart.getTime();
  if (windowStart + limit.windowMs <= now.getTime()) return;
  if (row.hits >= limit.max) throw new RateLimitedError((windowStart + limit.windowMs - now.getTime()) / 1000, limit.detail);
}
