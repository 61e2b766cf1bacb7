import { beforeEach, describe, expect, it } from 'vitest';
import { allPayerTokensHeaderValue, PAYER_TOKENS_KEY, payerTokensHeaderFor, savePayerToken } from './payer-tokens.ts';

describe('payer tokens kept in this browser', () => {
  beforeEach(() => localStorage.clear());

  it('keeps every token of a group once, in order, apart from other groups', () => {
    savePayerToken('group-a', 'token-1');
    savePayerToken('group-a', 'token-2');
    savePayerToken('group-a', 'token-1'); // a replayed join answers the same token
    savePayerToken('group-b', 'token-3');
    expect(payerTokensHeaderFor('group-a')).toBe('token-1,token-2');
    expect(payerTokensHeaderFor('group-b')).toBe('token-3');
    expect(payerTokensHeaderFor('group-c')).toBe('');
    expect(allPayerTokensHeaderValue()).toBe('token-1,token-2,token-3');
    expect(JSON.parse(localStorage.getItem(PAYER_TOKENS_KEY)!)).toEqual({ 'group-a': ['token-1', 'token-2'], 'group-b': ['token-3'] });
  });

  it('sends at most 200 tokens to the dashboard, the newest', () => {
    const map = Object.fromEntries(Array.from({ length: 205 }, (_, i) => [`g${i}`, [`t${i}`]]));
    localStorage.setItem(PAYER_TOKENS_KEY, JSON.stringify(map));
    const sent = allPayerTokensHeaderValue().split(',');
    expect(sent).toHaveLength(200);
    expect(sent[0]).toBe('t5');
    expect(sent.at(-1)).toBe('t204');
  });

  it('behaves as holding nothing when the stored value is corrupted', () => {
    localStorage.setItem(PAYER_TOKENS_KEY, '{not json');
    expect(allPayerTokensHeaderValue()).toBe('');
    localStorage.setItem(PAYER_TOKENS_KEY, JSON.stringify({ a: 'not-a-list', b: [1, 'ok'] }));
    expect(allPayerTokensHeaderValue()).toBe('ok');
  });
});
