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

/** Marks the sign-up of a token used if it is unused and unexpired, in one statement; answers it. */
export async function consumePendingSignup(db: Executor, tokenHash: string, now: Date): Promise<PendingSignup | undefined> {
  return db.updateTable('merchant_signups').set({ used_at: now })
    .where('token_hash', '=', tokenHash).where('used_at', 'is', null).where('expires_at', '>', now)
    .returning(['email', 'name', 'store_name', 'password_hash']).executeTakeFirst();
}
