import { authMessages } from '@juntai/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/executor.ts';
import {
  consumeInvitation, findLiveInvitation, findUserByEmail, insertUser, replaceInvitation,
} from '../../db/repositories/accounts.ts';
import { badRequest, conflict } from '../../errors.ts';
import { hashToken, newSecretToken } from '../secret-tokens.ts';
import { publicBaseUrl } from '../public-base-url.ts';
import { findStore } from '../../db/repositories/stores.ts';
import { merchantInvitationContent } from '../email/kinds/merchant-invitation.ts';
import { emailOf, enqueueEmail } from '../email/outbox.ts';
import type { AccountSession } from './accounts.ts';
import { countAttempt, LIMITS } from './attempts.ts';
import { assertAcceptablePassword, hashPassword } from './passwords.ts';
import { startSession } from './sessions.ts';

export const MERCHANT_INVITATION_TTL_MS = 7 * 24 * 3_600_000;
export const OPERATOR_SETUP_TTL_MS = 3_600_000;

/**
 * The operator created a store with a contact e-mail: that person gets a single-use link (7 days) to
 * choose the password of the store's merchant account. A newer invitation replaces older ones.
 */
export async function inviteMerchant(ctx: AppContext, trx: Executor, invite: { storeId: string; storeName: string; email: string }): Promise<void> {
  const now = ctx.clock.now();
  const token = newSecretToken();
  await replaceInvitation(trx, {
    tokenHash: hashToken(token), kind: 'merchant', storeId: invite.storeId, email: invite.email,
    expiresAt: new Date(now.getTime() + MERCHANT_INVITATION_TTL_MS), now,
  });
  const link = `${publicBaseUrl(ctx)}/admin?convite=${encodeURIComponent(token)}`;
  await enqueueEmail(trx, emailOf(invite.email, merchantInvitationContent({ storeName: invite.storeName, link })));
}

/**
 * The invited merchant chooses a name and password: the account of the store, and a session. Limited
 * per address; the invitation is checked with a cheap read before the costly hash (bogus tokens cost
 * nothing), and used in the transaction.
 */
export async function acceptMerchantInvitation(ctx: AppContext, input: { token: string; name: string; password: string }, address: string): Promise<AccountSession> {
  await countAttempt(ctx, LIMITS.invitationPerAddress, address);
  assertAcceptablePassword(input.password);
  const now = ctx.clock.now();
  const live = await findLiveInvitation(ctx.db, hashToken(input.token), 'merchant', now);
  if (!live?.store_id || !live.email) throw badRequest(authMessages.invitationInvalid, 'invitation_invalid');
  if (await findUserByEmail(ctx.db, live.email)) throw conflict(authMessages.emailTaken, 'email_taken');
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction().execute(async (trx) => {
    const invitation = await consumeInvitation(trx, hashToken(input.token), 'merchant', now);
    if (!invitation?.store_id || !invitation.email) throw badRequest(authMessages.invitationInvalid, 'invitation_invalid');
    if (await findUserByEmail(trx, invitation.email)) throw conflict(authMessages.emailTaken, 'email_taken');
    const user = await insertUser(trx, { email: invitation.email, name: input.name, passwordHash, role: 'merchant', storeId: invitation.store_id, now });
    const found = await findStore(trx, invitation.store_id);
    const store = { store_id: invitation.store_id, store_name: found?.store_name ?? invitation.store_id };
    const session = await startSession(ctx, trx, user.id);
    return { ...session, user: { name: user.name, email: user.email, role: user.role, store } };
  });
}
