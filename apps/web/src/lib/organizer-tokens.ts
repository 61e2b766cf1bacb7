import { useSyncExternalStore } from 'react';
import { readStoredMap, subscribeStorage, writeStorage } from './browser-storage.ts';

/**
 * The organizer tokens this browser was given. Shoppers have no accounts: creating a group returns a
 * secret token (shown once; the server keeps only its hash) that lets this browser change the invite
 * list. Every token is kept, as a map link_id → token, so the organizer of several groups can manage
 * all of them; the dashboard sends them all, comma-separated, in X-Organizer-Token.
 */
export const ORGANIZER_TOKENS_KEY = 'juntai:organizer-tokens';

/**
 * The organizer's own contact data per group, kept only in their browser, so that paying their own
 * quota is prefilled (the public group answer carries no e-mail, by design).
 */
export const ORGANIZER_PROFILES_KEY = 'juntai:organizer-profiles';

export interface OrganizerProfile {
  name: string;
  email: string;
  whatsapp: string;
}

const asToken = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined);
const asProfile = (value: unknown) => {
  const v = value as Partial<OrganizerProfile> | null;
  return v && typeof v.name === 'string' && typeof v.email === 'string' && typeof v.whatsapp === 'string' ? v as OrganizerProfile : undefined;
};

/** Every token held, by link_id. */
export function readOrganizerTokens(): Record<string, string> {
  return readStoredMap(ORGANIZER_TOKENS_KEY, asToken);
}

/** The token for one group, if this browser created it. */
export function getOrganizerToken(linkId: string): string | undefined {
  return readOrganizerTokens()[linkId];
}

/** Every token, comma-separated, for the X-Organizer-Token header of the dashboard ('' when none). */
export function organizerTokensHeaderValue(): string {
  return Object.values(readOrganizerTokens()).join(',');
}

export function saveOrganizerToken(linkId: string, token: string): void {
  writeStorage(ORGANIZER_TOKENS_KEY, JSON.stringify({ ...readOrganizerTokens(), [linkId]: token }));
}

export function saveOrganizerProfile(linkId: string, profile: OrganizerProfile): void {
  writeStorage(ORGANIZER_PROFILES_KEY, JSON.stringify({ ...readStoredMap(ORGANIZER_PROFILES_KEY, asProfile), [linkId]: profile }));
}

export function getOrganizerProfile(linkId: string): OrganizerProfile | undefined {
  return readStoredMap(ORGANIZER_PROFILES_KEY, asProfile)[linkId];
}

/** This browser's token for a group as React state (undefined for visitors); follows other tabs too. */
export function useOrganizerToken(linkId: string): string | undefined {
  return useSyncExternalStore(subscribeStorage, () => getOrganizerToken(linkId), () => undefined);
}
