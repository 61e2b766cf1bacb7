import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@juntai/contract';
import { hashPassword } from '../services/auth/passwords.ts';
import { ORIGIN, signUpMerchant } from '../testing/merchant-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

// Counts the argon2 hashes: a bogus token must be refused before any.
vi.mock('../services/auth/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../services/auth/passwords.ts')>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

const BOGUS = 'x'.repeat(43);

/** The forms that hash a new password: each limited per address, each checking its token first. */
const FORMS = [
  { url: '/api/admin/reset-password', payload: { email: 'alguem@example.com', reset_token: BOGUS, new_password: 'senha-nova-boa-1' }, invalid: authMessages.resetInvalid },
  { url: '/api/super-admin/reset-password', payload: { email: 'alguem@example.com', reset_token: BOGUS, new_password: 'senha-nova-boa-1' }, invalid: authMessages.resetInvalid },
  { url: '/api/admin/invitation', payload: { token: BOGUS, name: 'Fulana', password: 'senha-nova-boa-1' }, invalid: authMessages.invitationInvalid },
  { url: '/api/super-admin/setup', payload: { token: BOGUS, name: 'Fulana', email: 'op@example.com', password: 'senha-nova-boa-1' }, invalid: authMessages.invitationInvalid },
] as const;

describe(`forms that hash a password, on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => {
    vi.mocked(hashPassword).mockClear();
  });

  const post = (url: string, payload: Record<string, unknown>, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, headers: { origin: ORIGIN }, payload, remoteAddress });

  it.each(FORMS)('$url refuses a bogus token without hashing the password', async ({ url, payload, invalid }) => {
    const res = await post(url, payload, '198.51.100.30');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(invalid);
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it.each(FORMS)('$url allows 10 tries per address in 15 minutes, then a 429 saying when', async ({ url, payload }) => {
    const address = `203.0.113.${FORMS.findIndex((f) => f.url === url) + 20}`;
    for (let i = 0; i < 10; i++) expect((await post(url, payload, address)).statusCode, `try ${i + 1}`).toBe(400);
    const refused = await post(url, payload, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, code: 'rate_limited', detail: authMessages.tooManyAttempts(15) });
    expect(refused.headers['retry-after']).toBe('900');
    // Another address is not affected, and the window ends.
    expect((await post(url, payload, '203.0.113.99')).statusCode).toBe(400);
    t.clock.advance(15 * 60_000);
    expect((await post(url, payload, address)).statusCode).toBe(400);
  });

  it('lets only 10 of 60 parallel bogus resets from one address through, and hashes none', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, () => post(FORMS[0].url, FORMS[0].payload, '203.0.113.45')));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 400)).toHaveLength(10);
    expect(codes.filter((code) => code === 429)).toHaveLength(50);
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('limits sign-ups to 10 per address an hour, and answers a taken e-mail as a new one would be, after the same hash', async () => {
    const address = '203.0.113.40';
    const signUp = (i: number) => post('/api/admin/account', { name: `Loja ${i}`, email: `cadastro-${i}@example.com`, password: 'senha-nova-boa-1' }, address);
    for (let i = 0; i < 10; i++) expect((await signUp(i)).statusCode, `sign-up ${i + 1}`).toBe(201);
    const refused = await signUp(10);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, code: 'rate_limited', detail: authMessages.tooManyAttempts(60) });

    await signUpMerchant(t, { email: 'ja-existe@example.com' });
    vi.mocked(hashPassword).mockClear();
    const taken = await post('/api/admin/account', { name: 'Outra', email: 'ja-existe@example.com', password: 'senha-nova-boa-1' }, '203.0.113.41');
    expect(taken.statusCode).toBe(202);
    expect(taken.json()).toEqual({ success: true, detail: authMessages.signupConfirmationSent });
    expect(hashPassword).toHaveBeenCalledTimes(1);
  });
});
