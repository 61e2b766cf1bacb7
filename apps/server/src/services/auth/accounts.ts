import { authMessages, type LoginRequest, type ResetPasswordRequest } from '@juntai/contract';
import { firstFreeSlug, slugify } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import {
  consumePasswordReset, deletePasswordResetsOfUser, deleteSessionsOfUser, deleteSpentPasswordResetsOfUser, findUserByEmail, insertPasswordReset, insertUser,
  isLivePasswordReset,
  updateUserPassword,
} from '../../db/repositories/accounts.ts';
import { DEFAULT_STORE_ID, findStore, insertStore, lockStore, renameStore, setStoreContact, storeHasAccount, storeIdsStartingWith } from '../../db/repositories/stores.ts';
import type { Executor } from '../../db/executor.ts';
import { badRequest, conflict, unauthorized } from '../../errors.ts';
import { hashToken, newSecretToken } from '../secret-tokens.ts';
import { type AttemptLimit, countAttempt, countWithinLimit, LIMITS } from './attempts.ts';
import { passwordResetEmail } from './emails.ts';
import { assertLoginAllowed, type LoginSubject, recordLoginFailure, recordLoginSuccess } from './login-delays.ts';
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords.ts';
import { isDemo } from '../../mode.ts';
import { type Role, roleSettings } from './roles.ts';
import { type StartedSession, startSession } from './sessions.ts';
import { conflictIfTaken } from '../../db/errors.ts';

export const PASSWORD_RESET_TTL_MS = 30 * 60_000;
/**
 * At most 5 reset e-mails per account per link lifetime, whoever asks. Earlier links stay live until
 * one is used, and the window is as long as a link lives, so whenever this cap holds an e-mail back the
 * owner's inbox already has a live link: strangers can neither flood the inbox nor use the resets up.
 */
const RESET_EMAILS_PER_ACCOUNT = { name: 'forgot:emails', max: 5, windowMs: PASSWORD_RESET_TTL_MS } as const satisfies AttemptLimit;

export interface AccountSession extends StartedSession {
  user: { name: string; email: string; role: string; store: { store_id: string; store_name: string } | null };
}


/** A merchant account to open: from the sign-up form, its password already hashed. */
export interface NewMerchantAccount {
  email: string;
  name: string;
  store_name?: string | null | undefined;
  password_hash: string;
}

/**
 * A merchant account, its store and its session (a demo sign-up at once, a live one when its e-mail is
 * confirmed: merchant-signup.ts). In a demo installation the first merchant takes over the `default`
 * store (the one the demo products sell through, so the newcomer sees their demo groups); every other
 * account, and every account of a live installation, gets a new store of its own (the platform's
 * catalogue stays the operator's, ADR 0022). In the caller's transaction, or its own.
 */
export async function openMerchantAccount(ctx: AppContext, account: NewMerchantAccount, trx?: Executor): Promise<AccountSession> {
  // Two sign-ups with one e-mail at the same instant: the unique index decides, the loser hears 409.
  if (!trx) return conflictIfTaken(ctx.db.transaction().execute((own) => openMerchantAccount(ctx, account, own)), authMessages.emailTaken, 'email_taken');
  if (await findUserByEmail(trx, account.email)) throw conflict(authMessages.emailTaken, 'email_taken');
  const now = ctx.clock.now();
  const store = (isDemo(ctx.env) && (await claimDemoStore(trx, account))) || (await createStore(trx, account, now));
  const user = await insertUser(trx, { email: account.email, name: account.name, passwordHash: account.password_hash, role: 'merchant', storeId: store.store_id, now });
  const session = await startSession(ctx, trx, user.id);
  return { ...session, user: { name: user.name, email: user.email, role: user.role, store } };
}

/** Demo only: the demo store, while it has no merchant yet; undefined once claimed. */
async function claimDemoStore(trx: Executor, input: NewMerchantAccount) {
  const defaultStore = await lockStore(trx, DEFAULT_STORE_ID);
  if (!defaultStore || (await storeHasAccount(trx, DEFAULT_STORE_ID))) return undefined;
  await setStoreContact(trx, DEFAULT_STORE_ID, input.email);
  // The newcomer's own name for it, asked at onboarding, rather than the seed's "Loja Padrão".
  return input.store_name ? renameStore(trx, DEFAULT_STORE_ID, input.store_name) : { store_id: defaultStore.store_id, store_name: defaultStore.store_name };
}

async function createStore(trx: Executor, input: NewMerchantAccount, now: Date) {
  const base = slugify(input.store_name ?? input.name);
  const storeId = firstFreeSlug(base, new Set(await storeIdsStartingWith(trx, base)));
  const store = await insertStore(trx, { storeId, storeName: input.store_name ?? `Loja de ${input.name}`, contactEmail: input.email, now });
  return { store_id: store.store_id, store_name: store.store_name };
}

/**
 * Login for either role. A wrong e-mail, a wrong password and an account of the other role get the
 * same answer after the same work (one argon2 verification), so the form tells nobody which e-mails
 * have accounts. Attempts are limited per address; failures slow down the pair (account, address) with
 * growing delays, never the account as a whole (login-delays.ts, ADR 0023).
 */
export async function login(ctx: AppContext, role: Role, input: LoginRequest, address: string): Promise<AccountSession> {
  const subject: LoginSubject = { account: input.email.toLowerCase(), address };
  await countAttempt(ctx, LIMITS.loginPerAddress, address);
  await assertLoginAllowed(ctx, subject);
  const user = await findUserByEmail(ctx.db, input.email);
  const passwordOk = await verifyPassword(user?.password_hash, input.password);
  if (!user || !passwordOk || user.role !== roleSettings[role].dbRole) {
    await recordLoginFailure(ctx, subject);
    throw unauthorized(authMessages.invalidCredentials, 'invalid_credentials');
  }
  await recordLoginSuccess(ctx, subject);
  const found = user.store_id ? await findStore(ctx.db, user.store_id) : undefined;
  const store = found ? { store_id: found.store_id, store_name: found.store_name } : null;
  const session = await startSession(ctx, ctx.db, user.id);
  return { ...session, user: { name: user.name, email: user.email, role: user.role, store } };
}

/**
 * "Esqueci minha senha": when the e-mail has an account of this role, a single-use link valid for 30
 * minutes goes out by e-mail (earlier links stay live until one is used). The caller answers the same
 * neutral message either way; the token never appears in an HTTP answer. Requests are limited per
 * address and per (account, address), and e-mails per account (RESET_EMAILS_PER_ACCOUNT).
 */
export async function requestPasswordReset(ctx: AppContext, role: Role, email: string, address: string): Promise<void> {
  await countAttempt(ctx, LIMITS.forgotPerAddress, address);
  await countAttempt(ctx, LIMITS.forgotPerAccountAndAddress, `${email.toLowerCase()}|${address}`);
  const now = ctx.clock.now();
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.role !== roleSettings[role].dbRole) return;
  // Held back silently (the answer stays neutral): the inbox already holds a live link (see the cap).
  if (!(await countWithinLimit(ctx, RESET_EMAILS_PER_ACCOUNT, String(user.id)))) return;
  await ctx.db.transaction().execute(async (trx) => {
    const token = newSecretToken();
    await deleteSpentPasswordResetsOfUser(trx, user.id, now);
    await insertPasswordReset(trx, { tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS), now });
    await passwordResetEmail(ctx, trx, { role, to: user.email, name: user.name, token });
  });
}

/**
 * A new password from the e-mailed link: the link works once, and every session of the account ends.
 * Limited per address, and the link is checked with a cheap read before the costly hash, so bogus
 * links cost nothing; using it stays one statement in the transaction (two tabs cannot both use it).
 */
export async function resetPassword(ctx: AppContext, role: Role, input: ResetPasswordRequest, address: string): Promise<void> {
  await countAttempt(ctx, LIMITS.resetPerAddress, address);
  assertAcceptablePassword(input.new_password);
  const now = ctx.clock.now();
  const owner = await findUserByEmail(ctx.db, input.email);
  const live = owner && owner.role === roleSettings[role].dbRole && (await isLivePasswordReset(ctx.db, hashToken(input.reset_token), owner.id, now));
  if (!live) throw badRequest(authMessages.resetInvalid, 'reset_invalid');
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.transaction().execute(async (trx) => {
    const user = await findUserByEmail(trx, input.email);
    const valid = user && user.role === roleSettings[role].dbRole && (await consumePasswordReset(trx, hashToken(input.reset_token), user.id, now));
    if (!user || !valid) throw badRequest(authMessages.resetInvalid, 'reset_invalid');
    await updateUserPassword(trx, user.id, passwordHash);
    await deletePasswordResetsOfUser(trx, user.id);
    await deleteSessionsOfUser(trx, user.id);
  });
}
