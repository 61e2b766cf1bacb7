import type { Executor } from '../executor.ts';
import type { UserRole } from '../schema.ts';
import { invitationColumns, userColumns } from '../columns.ts';

/** Users, their sessions and password-reset tokens. Tokens are stored as their sha256 only. */

export async function findUserByEmail(db: Executor, email: string) {
  return db.selectFrom('users').select(userColumns).where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())).executeTakeFirst();
}

export async function insertUser(db: Executor, user: { email: string; name: string; passwordHash: string; role: UserRole; storeId: string | null; now: Date }) {
  return db.insertInto('users').values({
    email: user.email.toLowerCase(), name: user.name, password_hash: user.passwordHash, role: user.role,
    store_id: user.storeId, created_at: user.now,
  }).returning(userColumns).executeTakeFirstOrThrow();
}

export async function updateUserPassword(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

export async function countUsersWithRole(db: Executor, role: UserRole): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('role', '=', role).executeTakeFirstOrThrow();
  return Number(row.n);
}

// ── Sessions ───────────────────────────────────────────────────────────────────────────────────
export async function insertSession(db: Executor, session: { tokenHash: string; userId: number; expiresAt: Date; now: Date }): Promise<void> {
  await db.insertInto('sessions').values({
    token_hash: session.tokenHash, user_id: session.userId, expires_at: session.expiresAt, created_at: session.now, last_seen_at: session.now,
  }).execute();
}

/** The live session of a token with its user and the user's store, or undefined. */
export async function findLiveSession(db: Executor, tokenHash: string, now: Date) {
  return db.selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('stores', 'stores.store_id', 'users.store_id')
    .select([
      'sessions.token_hash', 'sessions.expires_at', 'sessions.last_seen_at', 'sessions.created_at',
      'users.id as user_id', 'users.name', 'users.email', 'users.role', 'users.store_id', 'stores.store_name', 'stores.status as store_status',
    ])
    .where('sessions.token_hash', '=', tokenHash).where('sessions.expires_at', '>', now)
    .executeTakeFirst();
}

export async function slideSession(db: Executor, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now, expires_at: expiresAt }).where('token_hash', '=', tokenHash).execute();
}

export async function deleteSession(db: Executor, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteSessionsOfUser(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function deleteExpiredSessions(db: Executor, now: Date): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}

// ── Password resets ────────────────────────────────────────────────────────────────────────────
export async function insertPasswordReset(db: Executor, reset: { tokenHash: string; userId: number; expiresAt: Date; now: Date }): Promise<void> {
  await db.insertInto('password_resets').values({
    token_hash: reset.tokenHash, user_id: reset.userId, expires_at: reset.expiresAt, created_at: reset.now,
  }).execute();
}

/**
 * Marks a reset token used if it is unused, unexpired and belongs to the user, in one statement, so
 * two tabs cannot both use it. Answers whether it did.
 */
export async function consumePasswordReset(db: Executor, tokenHash: string, userId: number, now: Date): Promise<boolean> {
  const row = await db.updateTable('password_resets').set({ used_at: now })
    .where('token_hash', '=', tokenHash).where('user_id', '=', userId)
    .where('used_at', 'is', null).where('expires_at', '>', now)
    .returning('token_hash').executeTakeFirst();
  return row !== undefined;
}

/** Once a link is used, the user's other links die with it. */
export async function deletePasswordResetsOfUser(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
}

/** The user's used or expired links; live ones stay, so a stranger's request never kills the owner's link. */
export async function deleteSpentPasswordResetsOfUser(db: Executor, userId: number, now: Date): Promise<void> {
  await db.deleteFrom('password_resets').where('user_id', '=', userId)
    .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', now)])).execute();
}

/** Whether a reset token is live for the user (a cheap read before hashing the new password). */
export async function isLivePasswordReset(db: Executor, tokenHash: string, userId: number, now: Date): Promise<boolean> {
  const row = await db.selectFrom('password_resets').select('token_hash')
    .where('token_hash', '=', tokenHash).where('user_id', '=', userId)
    .where('used_at', 'is', null).where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

// ── Invitations (a merchant invited to a store; the installation's first operator) ─────────────
/** A new invitation replaces the unused ones of its kind (and store, for a merchant's). */
export async function replaceInvitation(db: Executor, invitation: {
  tokenHash: string; kind: 'merchant' | 'operator_setup'; storeId: string | null; email: string | null; expiresAt: Date; now: Date;
}): Promise<void> {
  let unused = db.deleteFrom('account_invitations').where('kind', '=', invitation.kind).where('used_at', 'is', null);
  if (invitation.storeId !== null) unused = unused.where('store_id', '=', invitation.storeId);
  await unused.execute();
  await db.insertInto('account_invitations').values({
    token_hash: invitation.tokenHash, kind: invitation.kind, store_id: invitation.storeId, email: invitation.email,
    expires_at: invitation.expiresAt, created_at: invitation.now,
  }).execute();
}

/** Marks an invitation used if it is of this kind, unused and unexpired, in one statement; answers it. */
export async function consumeInvitation(db: Executor, tokenHash: string, kind: 'merchant' | 'operator_setup', now: Date) {
  return db.updateTable('account_invitations').set({ used_at: now })
    .where('token_hash', '=', tokenHash).where('kind', '=', kind).where('used_at', 'is', null).where('expires_at', '>', now)
    .returning(invitationColumns).executeTakeFirst();
}

/** The live invitation of a token and kind, without using it (a cheap read before hashing the password). */
export async function findLiveInvitation(db: Executor, tokenHash: string, kind: 'merchant' | 'operator_setup', now: Date) {
  return db.selectFrom('account_invitations').select(invitationColumns)
    .where('token_hash', '=', tokenHash).where('kind', '=', kind).where('used_at', 'is', null).where('expires_at', '>', now)
    .executeTakeFirst();
}
