import { beforeEach, describe, expect, it } from 'vitest';
import {
  getOrganizerProfile, getOrganizerToken, ORGANIZER_TOKENS_KEY, organizerTokensHeaderValue, readOrganizerTokens,
  saveOrganizerProfile, saveOrganizerToken,
} from './organizer-tokens.ts';

describe('organizer tokens', () => {
  beforeEach(() => localStorage.clear());

  it('keeps every token it was given, by link id', () => {
    saveOrganizerToken('linkAAAAAAAAAAAAAAAAAA', 'token-a');
    saveOrganizerToken('linkBBBBBBBBBBBBBBBBBB', 'token-b');
    expect(getOrganizerToken('linkAAAAAAAAAAAAAAAAAA')).toBe('token-a');
    expect(getOrganizerToken('unknown')).toBeUndefined();
    expect(readOrganizerTokens()).toEqual({ linkAAAAAAAAAAAAAAAAAA: 'token-a', linkBBBBBBBBBBBBBBBBBB: 'token-b' });
    expect(JSON.parse(localStorage.getItem(ORGANIZER_TOKENS_KEY) ?? '')).toEqual(readOrganizerTokens());
  });

  it('gives all tokens comma-separated for the dashboard header, and nothing when it holds none', () => {
    expect(organizerTokensHeaderValue()).toBe('');
    saveOrganizerToken('a', 't1');
    saveOrganizerToken('b', 't2');
    expect(organizerTokensHeaderValue()).toBe('t1,t2');
  });

  it('treats a corrupted value as holding nothing and skips entries that are not tokens', () => {
    localStorage.setItem(ORGANIZER_TOKENS_KEY, '{not json');
    expect(readOrganizerTokens()).toEqual({});
    localStorage.setItem(ORGANIZER_TOKENS_KEY, JSON.stringify({ a: 't1', b: 42, c: '' }));
    expect(readOrganizerTokens()).toEqual({ a: 't1' });
    saveOrganizerToken('d', 't4');
    expect(readOrganizerTokens()).toEqual({ a: 't1', d: 't4' });
  });

  it("keeps the organizer's own contact data per group", () => {
    saveOrganizerProfile('a', { name: 'Ana', email: 'ana@example.com', whatsapp: '11987654321' });
    expect(getOrganizerProfile('a')).toEqual({ name: 'Ana', email: 'ana@example.com', whatsapp: '11987654321' });
    expect(getOrganizerProfile('b')).toBeUndefined();
  });
});
