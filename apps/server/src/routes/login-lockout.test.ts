import { beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@juntai/contract';
import { createOperator } from '../services/auth/first-operator.ts';
import { bearer, ORIGIN, signUpMerchant } from '../testing/merchant-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

const MINUTE = 60_000;
const OPERATOR = { email: 'operadora-travada@example.com', name: 'Operadora', password: 'operadora-senha-1' };

/**
 * Login limits (ADR 0023): failures slow down the pair (account, address) with growing
 * delays, never the account as a whole, so someone who knows only an e-mail cannot keep its owner out.
 */
describe(`login lockout per account and address on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createOperator(t.app.ctx, OPERATOR);
  });

  const login = (area: 'admin' | 'super-admin', email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: `/api/${area}/login`, headers: { origin: ORIGIN }, payload: { email, password }, remoteAddress });

  function expectTooMany(res: Awaited<ReturnType<typeof login>>, minutes: number) {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ success: false, detail: authMessages.tooManyAttempts(minutes), code: 'rate_limited' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan((minutes - 1) * 60);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(minutes * 60);
  }

  it.each(['admin', 'super-admin'] as const)('lets the owner of an %s account in from another address after 20 wrong passwords', async (area) => {
    const owner = area === 'admin'
      ? await signUpMerchant(t, { email: 'dona-travada@example.com', password: 'senha-da-dona-1' })
      : OPERATOR;
    const stranger = area === 'admin' ? '198.51.100.1' : '198.51.100.2';
    for (let i = 0; i < 20; i++) {
      const res = await login(area, owner.email, `errada-${i}`, stranger);
      expect([401, 429], `attempt ${i + 1}`).toContain(res.statusCode);
    }
    const res = await login(area, owner.email, owner.password, area === 'admin' ? '203.0.113.1' : '203.0.113.2');
    expect(res.statusCode).toBe(200);
  });

  it('slows one address down on one account: 5 failures free, then 1, 2, 4, 8, 15, 15 minutes', async () => {
    const m = await signUpMerchant(t, { email: 'devagar@example.com', password: 'senha-devagar-1' });
    const address = '198.51.100.10';
    for (let i = 0; i < 5; i++) expect((await login('admin', m.email, `errada-${i}`, address)).statusCode, `failure ${i + 1}`).toBe(401);
    for (const minutes of [1, 2, 4, 8, 15, 15]) {
      // Even the right password waits: the pair is held back, not judged.
      expectTooMany(await login('admin', m.email, m.password, address), minutes);
      t.clock.advance(minutes * MINUTE - 1000);
      expectTooMany(await login('admin', m.email, `errada-${minutes}`, address), 1);
      t.clock.advance(1000);
      expect((await login('admin', m.email, `errada-${minutes}`, address)).statusCode).toBe(401);
    }
    // Another account from that same address is not held back.
    const neighbour = await signUpMerchant(t, { email: 'vizinha-devagar@example.com', password: 'senha-vizinha-1' });
    expect((await login('admin', neighbour.email, neighbour.password, address)).statusCode).toBe(200);
    // Once the wait is over the right password gets in, and the count starts again.
    t.clock.advance(15 * MINUTE);
    expect((await login('admin', m.email, m.password, address)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login('admin', m.email, `errada-${i}`, address)).statusCode).toBe(401);
    expectTooMany(await login('admin', m.email, m.password, address), 1);
  });

  it('forgets the failures of a pair after a day without any', async () => {
    const m = await signUpMerchant(t, { email: 'esquecida@example.com', password: 'senha-esquecida-1' });
    const address = '198.51.100.11';
    for (let i = 0; i < 5; i++) expect((await login('admin', m.email, `errada-${i}`, address)).statusCode).toBe(401);
    t.clock.advance(24 * 60 * MINUTE);
    for (let i = 0; i < 5; i++) expect((await login('admin', m.email, `errada-${i}`, address)).statusCode).toBe(401);
    expectTooMany(await login('admin', m.email, m.password, address), 1);
  });

  it('holds an e-mail without an account back the same way (no hint of which e-mails exist)', async () => {
    const address = '198.51.100.12';
    for (let i = 0; i < 5; i++) expect((await login('admin', 'fantasma@example.com', `errada-${i}`, address)).statusCode).toBe(401);
    expectTooMany(await login('admin', 'fantasma@example.com', 'errada-6', address), 1);
  });

  it('under attack from many addresses, holds back each address that failed; a clean address with the right password gets in', async () => {
    const m = await signUpMerchant(t, { email: 'sitiada@example.com', password: 'senha-sitiada-1' });
    // The owner mistyped once, from home, before the attack.
    expect((await login('admin', m.email, 'dedo-torto', '192.0.2.200')).statusCode).toBe(401);
    for (let i = 0; i < 50; i++) expect((await login('admin', m.email, `errada-${i}`, `192.0.2.${i + 1}`)).statusCode).toBe(401);
    // From now on an address that already failed on this account waits for the hour to end…
    expectTooMany(await login('admin', m.email, 'errada-de-novo', '192.0.2.1'), 60);
    expectTooMany(await login('admin', m.email, m.password, '192.0.2.200'), 60);
    // …while a fresh address still gets its one try: wrong, it is held back too; right, it gets in.
    expect((await login('admin', m.email, 'outra-errada', '192.0.2.100')).statusCode).toBe(401);
    expectTooMany(await login('admin', m.email, 'mais-uma', '192.0.2.100'), 60);
    const owner = await login('admin', m.email, m.password, '203.0.113.50');
    expect(owner.statusCode).toBe(200);
    // The account's sessions keep working all along.
    expect((await t.app.inject({ url: '/api/admin/me', headers: bearer(m) })).statusCode).toBe(200);
    t.clock.advance(60 * MINUTE);
    expect((await login('admin', m.email, m.password, '192.0.2.200')).statusCode).toBe(200);
  });

  it('counts an IPv6 caller by its /64: a subscriber cannot hop addresses within its prefix', async () => {
    for (let i = 0; i < 30; i++) expect((await login('admin', `v6-${i}@example.com`, 'qualquer-uma', `2001:db8:0:7::${i + 1}`)).statusCode).toBe(401);
    expectTooMany(await login('admin', 'v6-30@example.com', 'qualquer-uma', '2001:db8:0:7:ffff::abcd'), 15);
    expect((await login('admin', 'v6-30@example.com', 'qualquer-uma', '2001:db8:0:8::1')).statusCode).toBe(401);
  });

  it('still limits all logins from one address, across accounts', async () => {
    const address = '198.51.100.13';
    for (let i = 0; i < 30; i++) expect((await login('admin', `pessoa-${i}@example.com`, 'qualquer-uma', address)).statusCode).toBe(401);
    expectTooMany(await login('admin', 'pessoa-31@example.com', 'qualquer-uma', address), 15);
  });
});
