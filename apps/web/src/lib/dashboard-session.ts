import { useSyncExternalStore } from 'react';
import { readStorage, subscribeStorage, writeStorage } from './browser-storage.ts';

/**
 * The Meus Grupos session this browser got from the e-mailed access link: it proves an e-mail, so its
 * holder sees, on any device, the groups they organize and the payments they made with that e-mail.
 */
export const DASHBOARD_SESSION_KEY = 'juntai:dashboard-session';

export interface StoredDashboardSession {
  token: string;
  email: string;
  expires_at: string;
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

