import { authMessages, type ConfirmSignupRequest, type CreateAccountRequest } from '@juntai/contract';
import { normalizeEmail } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import { findUserByEmail } from '../../db/repositories/accounts.ts';
import { consumePendingSignup, insertPendingSignup } from '../../db/repositories/merchant-signups.ts';
import { conflictIfTaken } from '../../db/errors.ts';
import { badRequest, conflict, forbidden } from '../../errors.ts';
import { isDemo } from '../../mode.ts';
import { accountExistsContent, signupConfirmationContent } from '../email/kinds/signup-confirmation.ts';
import { emailOf, enqueueEmail } from '../email/outbox.ts';
import { publicBaseUrl } from '../public-base-url.ts';
import { hashToken, newSecretToken } from '../secret-tokens.ts';
import { type AccountSession, openMerchantAccount } from './accounts.ts';
import { type AttemptLimit, countAttempt, countWithinLimit, LIMITS } from './attempts.ts';
import { assertAcceptablePassword, hashPassword } from './passwords.ts';
import { roleOf, roleSettings } from './roles.ts';

/** How long the e-mailed confirmation link of a sign-up works. */
export const SIGNUP_CONFIRMATION_TTL_MS = 24 * 3_600_000;

/**
 * At most 3 sign-up e-mails (confirmation or "you already have an account") an hour to one address,
 * however it is spelled, whoever asks: the form cannot be used to flood an inbox. Beyond it the answer
 * stays the same and nothing is sent; the inbox already holds a live link.
 */
export const SIGNUP_EMAILS_PER_ADDRESS = { name: 'cadastro:email', max: 3, windowMs: 3_600_000 } as const satisfies AttemptLimit;

/** What POST /api/admin/account did: signed a demo merchant in at once, or sent an e-mail to confirm. */
export type SignupOutcome = { session: AccountSession } | { confirmationSent: true };

/**
 * Onboarding step 1 (POST /api/admin/account, ADR 0056). Whatever the address, the password is hashed
 * (the same work either way) and:
 * - an address that already has an account, of any role, gets an e-mail saying so with its sign-in page
 *   (where "Esqueci minha senha" is), and the answer is the same 202 as a new live sign-up;
 * - a live installation e-mails a link and creates the account only when it is opened (confirmSignup);
 * - a demo installation creates the account and signs it in at once, as the spec's onboarding does.
 */
export async function signUpMerchant(ctx: AppContext, input: CreateAccountRequest, address: string): Promise<SignupOutcome> {
  if (ctx.env.MERCHANT_SIGNUP === 'closed') throw forbidden(authMessages.signupClosed, 'signup_closed');
  await countAttempt(ctx, LIMITS.signupPerAddress, address);
  assertAcceptablePassword(input.password);
  // Hashed before anything is looked up, outside any transaction (the embedded engine has one connection).
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(ctx.db, input.email);
  if (existing) {
    if (await countWithinLimit(ctx, SIGNUP_EMAILS_PER_ADDRESS, normalizeEmail(existing.email))) {
      const { resetPath, area } = roleSettings[roleOf(existing.role)];
      await enqueueEmail(ctx.db, emailOf(existing.email, accountExistsContent({ name: existing.name, area, link: `${publicBaseUrl(ctx)}${resetPath}` })));
    }
    return { confirmationSent: true };
  }
  if (isDemo(ctx.env)) return { session: await openMerchantAccount(ctx, { ...input, password_hash: passwordHash }) };
  if (await countWithinLimit(ctx, SIGNUP_EMAILS_PER_ADDRESS, normalizeEmail(input.email))) {
    const now = ctx.clock.now();
    const token = newSecretToken();
    const link = `${publicBaseUrl(ctx)}/admin?${new URLSearchParams({ confirmar: token }).toString()}`;
    await ctx.db.transaction().execute(async (trx) => {
      await insertPendingSignup(trx, {
        tokenHash: hashToken(token), email: normalizeEmail(input.email), name: input.name, store_name: input.store_name ?? null,
        password_hash: passwordHash, expiresAt: new Date(now.getTime() + SIGNUP_CONFIRMATION_TTL_MS), now,
      });
      await enqueueEmail(trx, emailOf(input.email, signupConfirmationContent({ name: input.name, link })));
    });
  }
  return { confirmationSent: true };
}

/**
 * The confirmation link opened (POST /api/admin/account/confirm): the account and its store are created
 * as the sign-up asked, and signed in. The link works once; an address that got an account meanwhile
 * (another link, an invitation) is told to sign in.
 */
export async function confirmSignup(ctx: AppContext, input: ConfirmSignupRequest, address: string): Promise<AccountSession> {
  await countAttempt(ctx, LIMITS.signupConfirmPerAddress, address);
  const now = ctx.clock.now();
  return conflictIfTaken(ctx.db.transaction().execute(async (trx) => {
    const signup = await consumePendingSignup(trx, hashToken(input.token), now);
    if (!signup) throw badRequest(authMessages.signupLinkInvalid, 'signup_link_invalid');
    if (await findUserByEmail(trx, signup.email)) throw conflict(authMessages.emailTaken, 'email_taken');
    return openMerchantAccount(ctx, signup, trx);
  }), authMessages.emailTaken, 'email_taken');
}
