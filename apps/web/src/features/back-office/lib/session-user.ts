import { useSyncExternalStore } from 'react';
import { readStorage, subscribeStorage, writeStorage } from '../../../lib/browser-storage.ts';

/**
 * What the back office's header shows about the signed-in operator, kept in local storage under the
 * spec's key `super_admin_user`. Only the name and role: the session itself is the server's HttpOnly
 * cookie, so no token is ever written here (the spec's `super_admin_token` is not used).
 */
export const SESSION_USER_KEY = 'super_admin_user';
export const DEFAULT_ROLE_LABEL = 'Super Administrador';

export interface SessionUser {
  name: string;
  role: string;
}

const ROLE_LABELS: Record<string, string> = { super_admin: DEFAULT_ROLE_LABEL };

/** The role as the header says it; any role this version does not know reads 'Super Administrador'. */
export function roleLabel(role: string | undefined): string {
  return (role && ROLE_LABELS[role]) || DEFAULT_ROLE_LABEL;
}

/** The stored user, or null when missing or unreadable (then every screen but login goes to login). */
export function parseSessionUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const { name, role } = value as { name?: unknown; role?: unknown };
    if (typeof name !== 'string' || !name.trim()) return null;
    return { name, role: typeof role === 'string' ? role : '' };
  } catch {
    return null;
  }
}

export function saveSessionUser(user: SessionUser): void {
  writeStorage(SESSION_USER_KEY, JSON.stringify({ name: user.name, role: user.role }));
}

/** Forgets the operator in this browser: the screens that watch it go to the login. */
export function clearSessionUser(): void {
  writeStorage(SESSION_USER_KEY, null);
}

const readRaw = () => readStorage(SESSION_USER_KEY);

/** The stored user, following changes from this tab and others (a logout elsewhere ends this one too). */
export function useSessionUser(): SessionUser | null {
  const raw = useSyncExternalStore(subscribeStorage, readRaw, () => null);
  return parseSessionUser(raw);
}
