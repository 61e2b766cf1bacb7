import type { AppContext } from '../../context.ts';
import { DEFAULT_STORE_ID, storeHasAccount } from '../../db/repositories/stores.ts';

/**
 * What the panel needs before anyone signs in: whether a new store may sign up, and whether the
 * installation's default store already has its merchant (then /admin offers login, not onboarding).
 */
export async function merchantSignupStatus(ctx: AppContext): Promise<{ signup_open: boolean; default_store_claimed: boolean }> {
  return {
    signup_open: ctx.env.MERCHANT_SIGNUP === 'open',
    default_store_claimed: await storeHasAccount(ctx.db, DEFAULT_STORE_ID),
  };
}
