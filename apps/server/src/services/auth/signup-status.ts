import type { AppContext } from '../../context.ts';
import { DEFAULT_STORE_ID, storeHasAccount } from '../../db/repositories/stores.ts';
import { isDemo } from '../../mode.ts';

/**
 * What the panel needs before anyone signs in: whether a new store may sign up, and whether the demo
 * store still waits for its one-click merchant (then /admin opens the onboarding at once). Only a demo
 * installation has such a store (ADR 0022): a live one answers `true` without looking, so the answer
 * says nothing about who owns what.
 */
export async function merchantSignupStatus(ctx: AppContext): Promise<{ signup_open: boolean; default_store_claimed: boolean }> {
  return {
    signup_open: ctx.env.MERCHANT_SIGNUP === 'open',
    default_store_claimed: isDemo(ctx.env) ? await storeHasAccount(ctx.db, DEFAULT_STORE_ID) : true,
  };
}
