import type { Executor } from '../executor.ts';

/** Merchant sign-ups waiting for their e-mail to be confirmed (migration 0035, ADR 0056). */
export interface PendingSignup {
  email: string;
  name: string;
  store_name: string | null;
  password_hash: string;
}

export async function insertPendingSignup(db: Executor, signup: PendingSignup & { tokenHash: string; expiresAt: Date; now: Date }): Promise<void> {
  await db.insertInto('merchant_signups').values({
    token_hash: signup.tokenHash, email: signup.email, name: signup.name, store_name: signup.store_name, password_hash: signup.password_hash,
    expires_at: signup.expiresAt, created_at: signup.now,
  }).execute();
}

/**
 * Takes the sign-up of a token if it is unexpired, in one statement: the row (a password hash among it)
 * is deleted as it is used, so a link works once and nothing of it outlives the account it made.
 */
export async function consumePendingSignup(db: Executor, tokenHash: string, now: Date): Promise<PendingSignup | undefined> {
  return db.deleteFrom('merchant_signups')
    .where('token_hash', '=', tokenHash).where('expires_at', '>', now)
    .returning(['email', 'name', 'store_name', 'password_hash']).executeTakeFirst();
}

/** Sign-ups whose link lapsed unopened: nothing may use them any more; answers how many were deleted. */
export async function deleteLapsedSignups(db: Executor, now: Date): Promise<number> {
  const result = await db.deleteFrom('merchant_signups').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
