import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../services/auth/first-operator.ts';
import { setCookieParts } from '../testing/set-cookie.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

const SITE = 'https://juntai.example';
const setCookieOf = (raw: string | string[] | undefined) => (Array.isArray(raw) ? raw[0] : raw) ?? '';
const maxAge = expect.stringMatching(/^Max-Age=\d+$/);

/**
 * The session cookie: on an https site it is `Secure` and named `__Host-…`, which the
 * browser only keeps when set over https, for Path=/ and with no Domain, so no subdomain or plain-http
 * page can plant or overwrite it. Plain http (local `npm start`, tests) keeps the plain name.
 */
describe(`session cookie on ${testEngine}`, () => {
  describe('on an https site', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { PUBLIC_BASE_URL: SITE } });
      await createOperator(t.app.ctx, { email: 'op-cookie@example.com', name: 'Operadora', password: 'operadora-senha-1' });
    });

    it('is __Host- prefixed and Secure, for both roles, and carries the session back', async () => {
      const signUp = await t.app.inject({
        method: 'POST', url: '/api/admin/account', headers: { origin: SITE },
        payload: { name: 'Loja Segura', email: 'segura@example.com', password: 'senha-segura-1' },
      });
      expect(signUp.statusCode).toBe(201);
      const merchant = setCookieOf(signUp.headers['set-cookie']);
      expect(setCookieParts(merchant)).toEqual({
        pair: expect.stringMatching(/^__Host-juntai_lojista=[A-Za-z0-9_-]{43}$/), attributes: ['HttpOnly', maxAge, 'Path=/', 'SameSite=Strict', 'Secure'],
      });
      expect(merchant).not.toMatch(/Domain=/i);
      const me = await t.app.inject({ url: '/api/admin/me', headers: { cookie: merchant.split(';')[0]! } });
      expect(me.statusCode).toBe(200);
      // The plain name is not read on an https site: only the browser's __Host- cookie counts.
      const plain = merchant.split(';')[0]!.replace('__Host-', '');
      expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie: plain } })).statusCode).toBe(401);

      const login = await t.app.inject({
        method: 'POST', url: '/api/super-admin/login', headers: { origin: SITE }, payload: { email: 'op-cookie@example.com', password: 'operadora-senha-1' },
      });
      const operator = setCookieParts(setCookieOf(login.headers['set-cookie']));
      expect(operator.pair).toMatch(/^__Host-juntai_operador=.+$/);
      expect(operator.attributes).toContain('Secure');
      const logout = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie: merchant.split(';')[0]!, origin: SITE } });
      expect(setCookieParts(setCookieOf(logout.headers['set-cookie']))).toEqual({
        pair: '__Host-juntai_lojista=', attributes: ['HttpOnly', 'Max-Age=0', 'Path=/', 'SameSite=Strict', 'Secure'],
      });
    });
  });

  describe('on plain http (local)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });

    it('keeps the plain name without Secure', async () => {
      const signUp = await t.app.inject({
        method: 'POST', url: '/api/admin/account', headers: { origin: 'http://localhost:80' },
        payload: { name: 'Loja Local', email: 'local@example.com', password: 'senha-local-1' },
      });
      expect(signUp.statusCode).toBe(201);
      const cookie = setCookieOf(signUp.headers['set-cookie']);
      expect(setCookieParts(cookie)).toEqual({ pair: expect.stringMatching(/^juntai_lojista=[A-Za-z0-9_-]{43}$/), attributes: ['HttpOnly', maxAge, 'Path=/', 'SameSite=Strict'] });
      expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie: cookie.split(';')[0]! } })).statusCode).toBe(200);
    });
  });
});
