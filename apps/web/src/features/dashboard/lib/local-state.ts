import { isValidEmail } from '@juntai/domain';
import { useSyncExternalStore } from 'react';
import { readStorage, subscribeStorage, writeStorage } from '../../../lib/browser-storage.ts';

/**
 * What "Meus Grupos" keeps in this browser besides the organizer tokens (lib/organizer-tokens.ts):
 * the current organizer e-mail (the spec's `organizer` query parameter; it only prefills the
 * other-device form, it grants nothing) and the session obtained through the e-mailed link.
 */
export const ORGANIZER_EMAIL_KEY = 'juntai:organizer-email';
export const DASHBOARD_SESSION_KEY = 'juntai:dashboard-session';

export interface StoredDashboardSession {
  token: string;
  email: string;
  expires_at: string;
}

export function getOrganizerEmail(): string {
  return readStorage(ORGANIZER_EMAIL_KEY) ?? '';
}

/** Stores the organizer e-mail if it is one (a typo in a shared link is ignored). */
export function setOrganizerEmail(email: string): void {
  const clean = email.trim();
  if (isValidEmail(clean)) writeStorage(ORGANIZER_EMAIL_KEY, clean);
}

let cachedRaw: string | null | undefined;
let cachedSession: StoredDashboardSession | null = null;

/** The stored session, or null when there is none, it is malformed or it has expired. */
export function getDashboardSession(): StoredDashboardSession | null {
  const raw = readStorage(DASHBOARD_SESSION_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parseSession(raw);
  }
  if (cachedSession && Date.parse(cachedSession.expires_at) <= Date.now()) return null;
  return cachedSession;
}

function parseSession(raw: string | null): StoredDashboardSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredDashboardSession>;
    if (typeof value.token === 'string' && typeof value.email === 'string' && typeof value.expires_at === 'string') {
      return { token: value.token, email: value.email, expires_at: value.expires_at };
    }
  } catch {
    // fall through
  }
  return null;
}

export function saveDashboardSession(session: StoredDashboardSession): void {
  writeStorage(DASHBOARD_SESSION_KEY, JSON.stringify(session));
}

export function clearDashboardSession(): void {
  writeStorage(DASHBOARD_SESSION_KEY, null);
}

export function useDashboardSession(): StoredDashboardSession | null {
  return useSyncExternalStore(subscribeStorage, getDashboardSession, () => null);
}

export function useOrganizerEmail(): string {
  return useSyncExternalStore(subscribeStorage, getOrganizerEmail, () => '');
}
