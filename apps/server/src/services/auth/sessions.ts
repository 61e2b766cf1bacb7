import type { AppContext } from '../../context.ts';
import { deleteExpiredSessions, deleteSession, findLiveSession, insertSession, slideSession } from '../../db/repositories/accounts.ts';
import type { Executor } from '../../db/executor.ts';
import { hashToken, newSecretToken } from '../secret-tokens.ts';
import { type Role, roleOf } from './roles.ts';

/** Sessions last 7 days from their last use (sliding), so an active merchant is not thrown out daily… */
export const SESSION_TTL_MS = 7 * 24 * 3_600_000;
/** …but never more than 30 days from sign-in, however active: a stolen token does not live forever. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 3_600_000;
/** The expiry moves forward at most once a minute: a busy panel does not write on every request. */
const SLIDE_EVERY_MS = 60_000;
/** Session tokens are 256 random bits in base64url; anything else is not even looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface SessionUser {
  userId: number;
  name: string;
  email: string;
  role: Role;
  store: { store_id: string; store_name: string } | null;
  /** The store's status on the platform: only an active store's panel works. */
  storeStatus: 'active' | 'inactive' | 'uninstalled' | null;
  tokenHash: string;
}

export interface StartedSession {
  token: string;
  expiresAt: Date;
}

/** Starts a session for the user (in the caller's transaction) and answers its secret token, once. */
export async function startSession(ctx: AppContext, db: Executor, userId: number): Promise<StartedSession> {
  const now = ctx.clock.now();
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await deleteExpiredSessions(db, now);
  await insertSession(db, { tokenHash: hashToken(token), userId, expiresAt, now });
  return { token, expiresAt };
}

/** The user of a live session token, sliding its expiry; undefined for an unknown, ended or expired token. */
export async function resolveSession(ctx: AppContext, token: string): Promise<SessionUser | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const now = ctx.clock.now();
  const tokenHash = hashToken(token);
  const row = await findLiveSession(ctx.db, tokenHash, now);
  if (!row) return undefined;
  if (now.getTime() - new Date(row.last_seen_at).getTime() >= SLIDE_EVERY_MS) {
    // Sliding stops at the absolute end; `expires_at > now` in the lookup then ends the session.
    const absoluteEnd = new Date(row.created_at).getTime() + SESSION_MAX_AGE_MS;
    await slideSession(ctx.db, tokenHash, now, new Date(Math.min(now.getTime() + SESSION_TTL_MS, absoluteEnd)));
  }
  return {
    userId: row.user_id,
    name: row.name,
    email: row.email,
    role: roleOf(row.role),
    store: row.store_id ? { store_id: row.store_id, store_name: row.store_name ?? row.store_id } : null,
    storeStatus: row.store_status ?? null,
    tokenHash,
  };
}

/** "Sair": the session stops working on the server, whatever copy of the token exists. */
export async function endSession(ctx: AppContext, tokenHash: string): Promise<void> {
  await deleteSession(ctx.db, tokenHash);
}
