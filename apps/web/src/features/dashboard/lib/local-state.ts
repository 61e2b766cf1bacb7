import { isValidEmail } from '@juntai/domain';
import { useSyncExternalStore } from 'react';
import { readStorage, subscribeStorage, writeStorage } from '../../../lib/browser-storage.ts';

/**
 * What "Meus Grupos" keeps in this browser besides the organizer tokens (lib/organizer-tokens.ts):
 * the current organizer e-mail (the spec's `organizer` query parameter; it only prefills the
 * other-device form, it grants nothing) and the session obtained through the e-mailed link.
 */
export const ORGANIZER_EMAIL_KEY = 'juntai:organizer-email';
// The session is read by the group page and the receipts too (a payer's own payments), so it lives in src/lib.
export {
  clearDashboardSession, DASHBOARD_SESSION_KEY, getDashboardSession, saveDashboardSession, type StoredDashboardSession, useDashboardSession,
} from '../../../lib/dashboard-session.ts';

export function getOrganizerEmail(): string {
  return readStorage(ORGANIZER_EMAIL_KEY) ?? '';
}

/** Stores the organizer e-mail if it is one (a typo in a shared link is ignored). */
export function setOrganizerEmail(email: string): void {
  const clean = email.trim();
  if (isValidEmail(clean)) writeStorage(ORGANIZER_EMAIL_KEY, clean);
}

export function useOrganizerEmail(): string {
  return useSyncExternalStore(subscribeStorage, getOrganizerEmail, () => '');
}
