import { MAX_PAYER_TOKENS } from '@juntai/contract/plain';
import { useSyncExternalStore } from 'react';
import { readStoredMap, subscribeStorage, writeStorage } from './browser-storage.ts';

/**
 * The payer tokens this browser was given: each accepted payment answers a secret (shown
 * once; the server keeps only its hash) that proves "this browser paid this". Kept as a map
 * link_id → tokens, oldest first, so a browser that paid two names of a group sees both receipts.
 */
export const PAYER_TOKENS_KEY = 'juntai:payer-tokens';

const readAll = () => readStoredMap(PAYER_TOKENS_KEY, (tokens) => {
  const valid = Array.isArray(tokens) ? tokens.filter((t): t is string => typeof t === 'string' && t.length > 0) : [];
  return valid.length > 0 ? valid : undefined;
});

export function savePayerToken(linkId: string, token: string): void {
  const all = readAll();
  const tokens = all[linkId] ?? [];
  if (tokens.includes(token)) return; // a replayed join answers the same token
  writeStorage(PAYER_TOKENS_KEY, JSON.stringify({ ...all, [linkId]: [...tokens, token] }));
}

/** One group's tokens, comma-separated, for X-Payer-Token ('' when none). */
export function payerTokensHeaderFor(linkId: string): string {
  return (readAll()[linkId] ?? []).join(',');
}

/** Every token held, newest last, at most what the server takes in one request, comma-separated. */
export function allPayerTokensHeaderValue(): string {
  return Object.values(readAll()).flat().slice(-MAX_PAYER_TOKENS).join(',');
}

/** One group's tokens header as React state; follows this tab's payments and other tabs. */
export function usePayerTokensHeader(linkId: string): string {
  return useSyncExternalStore(subscribeStorage, () => payerTokensHeaderFor(linkId), () => '');
}
