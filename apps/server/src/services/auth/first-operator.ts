import { authMessages } from '@juntai/contract';
import type { AppContext } from '../../context.ts';
import {
  consumeInvitation, countUsersWithRole, findLiveInvitation, findUserByEmail, insertUser, replaceInvitation,
} from '../../db/repositories/accounts.ts';
import { badRequest, conflict } from '../../errors.ts';
import { hashToken, newSecretToken } from '../secret-tokens.ts';
import { publicBaseUrl } from '../public-base-url.ts';
import type { AccountSession } from './accounts.ts';
import { OPERATOR_SETUP_TTL_MS } from './invitations.ts';
import { countAttempt, LIMITS } from './attempts.ts';
import { assertAcceptablePassword, hashPassword } from './passwords.ts';
import { startSession } from './sessions.ts';

/**
 * The installation's operators (the spec's super administrators). No well-known password exists: the
 * first operator comes from SUPER_ADMIN_EMAIL + SUPER_ADMIN_PASSWORD, from `npm run admin:create`, or
 * from a single-use setup link (1 hour) printed at boot while there is none.
 */
export async function createOperator(ctx: AppContext, input: { email: string; name: string; password: string }): Promise<'created' | 'exists'> {
  assertAcceptablePassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction().execute(async (trx) => {
    if (await findUserByEmail(trx, input.email)) return 'exists';
    await insertUser(trx, { email: input.email, name: input.name, passwordHash, role: 'super_admin', storeId: null, now: ctx.clock.now() });
    return 'created';
  });
}

export async function hasOperator(ctx: AppContext): Promise<boolean> {
  return (await countUsersWithRole(ctx.db, 'super_admin')) > 0;
}

/** At boot: the operator of the environment, if configured; else, while none exists, a setup link to print. */
export async function bootstrapOperator(ctx: AppContext): Promise<{ setupLink?: string }> {
  const { SUPER_ADMIN_EMAIL: email, SUPER_ADMIN_PASSWORD: password } = ctx.env;
  if (email && password) await createOperator(ctx, { email, name: 'Super Administrador', password });
  if (await hasOperator(ctx)) return {};
  const now = ctx.clock.now();
  const token = newSecretToken();
  // A new boot prints a new link; the links of earlier boots stop working.
  await ctx.db.transaction().execute((trx) => replaceInvitation(trx, {
    tokenHash: hashToken(token), kind: 'operator_setup', storeId: null, email: null, expiresAt: new Date(now.getTime() + OPERATOR_SETUP_TTL_MS), now,
  }));
  return { setupLink: `${publicBaseUrl(ctx)}/super-admin/login?setup=${encodeURIComponent(token)}` };
}

/**
 * The setup link: the first operator chooses e-mail, name and password, once. Limited per address; the
 * link is checked with a cheap read before the costly hash, and used in the transaction.
 */
export async function completeOperatorSetup(
  ctx: AppContext, input: { token: string; name: string; email: string; password: string }, address: string,
): Promise<AccountSession> {
  await countAttempt(ctx, LIMITS.operatorSetupPerAddress, address);
  assertAcceptablePassword(input.password);
  const now = ctx.clock.now();
  if (!(await findLiveInvitation(ctx.db, hashToken(input.token), 'operator_setup', now))) throw badRequest(authMessages.invitationInvalid, 'invitation_invalid');
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction().execute(async (trx) => {
    const invitation = await consumeInvitation(trx, hashToken(input.token), 'operator_setup', now);
    if (!invitation) throw badRequest(authMessages.invitationInvalid, 'invitation_invalid');
    if (await findUserByEmail(trx, input.email)) throw conflict(authMessages.emailTaken, 'email_taken');
    const user = await insertUser(trx, { email: input.email, name: input.name, passwordHash, role: 'super_admin', storeId: null, now });
    const session = await startSession(ctx, trx, user.id);
    return { ...session, user: { name: user.name, email: user.email, role: user.role, store: null } };
  });
}
