import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { merchantMessages, authMessages, groupMessages } from '@juntai/contract';
import { hashPassword } from '../services/auth/passwords.ts';
import { startSession } from '../services/auth/sessions.ts';
import { createTestGroup, HOUR } from '../testing/group-helpers.ts';
import {
  asMerchant, bearer, logInMerchant, ORIGIN, PROTECTED_MERCHANT_ROUTES, sessionCookieOf, signUpMerchant, type TestMerchant,
} from '../testing/merchant-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

const DAY = 24 * HOUR;
const EVIL = 'https://evil.example';
const NEW_BUTTON = { button_text: 'Junte a turma', button_bg_color: '#123456', button_text_color: '#fedcba' };

/** The attributes of a Set-Cookie header: name=value first, then each attribute (lower-case name → value). */
function cookieParts(res: LightMyRequestResponse) {
  const raw = res.headers['set-cookie'];
  const header = String(Array.isArray(raw) ? raw[0] : raw ?? '');
  const [pair = '', ...attributes] = header.split(';').map((s) => s.trim());
  const attrs = new Map<string, string | true>(attributes.map((a): [string, string | true] => {
    const eq = a.indexOf('=');
    return eq < 0 ? [a.toLowerCase(), true] : [a.slice(0, eq).toLowerCase(), a.slice(eq + 1)];
  }));
  const eq = pair.indexOf('=');
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attrs };
}

describe(`merchant panel authorization on ${testEngine}`, () => {
  let t: TestApp;
  let a: TestMerchant;
  let b: TestMerchant;

  const call = (route: (typeof PROTECTED_MERCHANT_ROUTES)[number], headers: Record<string, string | undefined>) =>
    t.app.inject({ method: route.method, url: route.url, headers, ...(route.payload ? { payload: route.payload } : {}) });

  const settingsOf = async (storeId: string) => {
    const res = await t.app.inject(`/api/admin/settings?store_id=${storeId}`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    a = await signUpMerchant(t, { name: 'Loja Alfa' });
    b = await signUpMerchant(t, { name: 'Loja Beta' });
  });

  it('gives the default store to A and a store of its own to B', () => {
    expect(a.storeId).toBe('default');
    expect(b.storeId).toBe('loja-beta');
  });

  describe('without a live session', () => {
    it('answers 401 "sign in" on every protected /api/admin route when no session is sent', async () => {
      for (const route of PROTECTED_MERCHANT_ROUTES) {
        const res = await call(route, { origin: ORIGIN });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(res.json(), `${route.method} ${route.url}`).toEqual({ success: false, detail: authMessages.sessionRequired, code: 'session_required' });
        expect(res.headers['cache-control']).toBe('no-store');
      }
    });

    it('answers 401 to a garbage Bearer token and a garbage cookie', async () => {
      const garbage: Array<Record<string, string>> = [
        { authorization: 'Bearer isto-nao-e-um-token' },
        { authorization: `Bearer ${'A'.repeat(43)}` }, // the right shape, but no such session
        { cookie: 'juntai_lojista=lixo', origin: ORIGIN },
      ];
      for (const headers of garbage) {
        for (const route of PROTECTED_MERCHANT_ROUTES) {
          const res = await call(route, headers);
          expect(res.statusCode, `${route.method} ${route.url} ${JSON.stringify(headers)}`).toBe(401);
          expect(res.json().detail).toBe(authMessages.sessionExpired);
        }
      }
    });

    it('answers 401 on every route to a logged-out session, by cookie and by Bearer', async () => {
      const m = await logInMerchant(t, a);
      const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: asMerchant(m) });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ success: true, message: authMessages.loggedOut });
      for (const headers of [asMerchant(m), bearer(m)]) {
        for (const route of PROTECTED_MERCHANT_ROUTES) {
          const res = await call(route, headers);
          expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
          expect(res.json().detail).toBe('Sua sessão expirou. Entre novamente.');
        }
      }
      // Only that session ended: another session of the same account still works.
      expect((await t.app.inject({ url: '/api/admin/me', headers: bearer(await logInMerchant(t, a)) })).statusCode).toBe(200);
    });

    it('answers 401 on every route to a session unused for more than 7 days', async () => {
      const m = await logInMerchant(t, b);
      expect((await t.app.inject({ url: '/api/admin/me', headers: bearer(m) })).statusCode).toBe(200);
      t.clock.advance(7 * DAY + 1000);
      for (const headers of [asMerchant(m), bearer(m)]) {
        for (const route of PROTECTED_MERCHANT_ROUTES) {
          const res = await call(route, headers);
          expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
          expect(res.json().detail).toBe(authMessages.sessionExpired);
        }
      }
      // The account itself is fine: logging in again gives a working session.
      expect((await t.app.inject({ url: '/api/admin/metrics', headers: bearer(await logInMerchant(t, b)) })).statusCode).toBe(200);
    });
  });

  it('keeps the public routes reachable without a session', async () => {
    const settings = await t.app.inject('/api/admin/settings');
    expect(settings.statusCode).toBe(200);
    expect(Object.keys(settings.json()).sort()).toEqual(['button_bg_color', 'button_text', 'button_text_color', 'onboarding_completed', 'site_url']);
    const status = await t.app.inject('/api/admin/signup-status');
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ signup_open: true, default_store_claimed: true });

    const account = await t.app.inject({
      method: 'POST', url: '/api/admin/account', headers: { origin: ORIGIN },
      payload: { name: 'Loja Publica', email: 'publica@example.com', password: 'senha-publica-1' },
    });
    expect(account.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST', url: '/api/admin/login', headers: { origin: ORIGIN }, payload: { email: 'publica@example.com', password: 'senha-publica-1' },
    });
    expect(login.statusCode).toBe(200);
    const forgot = await t.app.inject({ method: 'POST', url: '/api/admin/forgot-password', headers: { origin: ORIGIN }, payload: { email: 'publica@example.com' } });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual({ success: true, message: authMessages.forgotSent });
    const reset = await t.app.inject({
      method: 'POST', url: '/api/admin/reset-password', headers: { origin: ORIGIN },
      payload: { email: 'publica@example.com', reset_token: 'x'.repeat(43), new_password: 'outra-senha-boa-2' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().detail).toBe(authMessages.resetInvalid);
  });

  describe('one store never sees or changes another', () => {
    it("shows A the default store's groups and B nothing, in the list and in the metrics", async () => {
      const g1 = await createTestGroup(t, { creatorName: 'Organizadora Um' });
      const g2 = await createTestGroup(t, { creatorName: 'Organizadora Dois' });
      const sa = await logInMerchant(t, a);
      const sb = await logInMerchant(t, b);

      const listA = await t.app.inject({ url: '/api/admin/groups', headers: bearer(sa) });
      expect(listA.statusCode).toBe(200);
      const linksA = listA.json().map((g: { link_id: string }) => g.link_id);
      expect(linksA).toEqual(expect.arrayContaining([g1.linkId, g2.linkId]));
      expect(Number(listA.headers['x-total-count'])).toBe(linksA.length);
      const metricsA = (await t.app.inject({ url: '/api/admin/metrics', headers: bearer(sa) })).json();
      expect(metricsA.total_groups).toBe(linksA.length);
      expect(metricsA.active_groups).toBeGreaterThanOrEqual(2);

      const listB = await t.app.inject({ url: '/api/admin/groups', headers: bearer(sb) });
      expect(listB.statusCode).toBe(200);
      expect(listB.json()).toEqual([]);
      expect(listB.headers['x-total-count']).toBe('0');
      expect(listB.headers['x-next-cursor']).toBeUndefined();
      for (const status of ['active', 'completed', 'expired']) {
        expect((await t.app.inject({ url: `/api/admin/groups?status=${status}`, headers: bearer(sb) })).json()).toEqual([]);
      }
      expect((await t.app.inject({ url: '/api/admin/groups?search=Organizadora', headers: bearer(sb) })).json()).toEqual([]);
      const metricsB = await t.app.inject({ url: '/api/admin/metrics', headers: bearer(sb) });
      expect(metricsB.json()).toEqual({
        active_groups: 0, total_revenue_30d: 0, store_share_30d: 0, new_customers: 0, total_groups: 0, completed_groups: 0, expired_groups: 0, rescued_groups_30d: 0,
      });
    });

    it("changes only B's own store when B saves settings naming store 'default'", async () => {
      const sb = await logInMerchant(t, b);
      const defaultBefore = await settingsOf('default');
      const put = await t.app.inject({
        method: 'PUT', url: '/api/admin/settings', headers: asMerchant(sb),
        payload: { ...NEW_BUTTON, store_id: 'default', onboarding_completed: true },
      });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toEqual({ success: true, detail: merchantMessages.settingsSaved, settings: { ...NEW_BUTTON, onboarding_completed: true, site_url: null } });
      expect(await settingsOf('default')).toEqual(defaultBefore);
      expect(await t.app.inject('/api/admin/settings').then((r) => r.json())).toEqual(defaultBefore);
      expect(await settingsOf(b.storeId)).toEqual({ ...NEW_BUTTON, onboarding_completed: true, site_url: null });

      // And A's save lands on the default store, leaving B's as B left it.
      const sa = await logInMerchant(t, a);
      const mine = { button_text: 'Comprar em grupo', button_bg_color: '#059669', button_text_color: '#ffffff' };
      expect((await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(sa), payload: { ...mine, store_id: b.storeId } })).statusCode).toBe(200);
      expect(await settingsOf('default')).toMatchObject(mine);
      expect(await settingsOf(b.storeId)).toEqual({ ...NEW_BUTTON, onboarding_completed: true, site_url: null });
    });

    it('lets a merchant delete only its own expired groups; the organizer token still works', async () => {
      const expiredA = await createTestGroup(t, { creatorName: 'Dona Expirada' });
      const byOrganizer = await createTestGroup(t, { creatorName: 'Organizador Token' });
      t.clock.advance(49 * HOUR);
      const activeA = await createTestGroup(t, { creatorName: 'Dono Ativo' });
      const sa = await logInMerchant(t, a);
      const sb = await logInMerchant(t, b);
      const del = (linkId: string, headers: Record<string, string>) => t.app.inject({ method: 'DELETE', url: `/api/groups/${linkId}`, headers });

      for (const headers of [bearer(sb), asMerchant(sb)]) {
        const foreign = await del(expiredA.linkId, headers);
        expect(foreign.statusCode).toBe(403);
        expect(foreign.json().detail).toBe('Este grupo é de outra loja');
      }
      const foreignActive = await del(activeA.linkId, bearer(sb));
      expect(foreignActive.statusCode).toBe(403);
      expect(foreignActive.json().detail).toBe(merchantMessages.otherStoreGroup);
      const anonymous = await del(expiredA.linkId, {});
      expect(anonymous.statusCode).toBe(403);
      expect(anonymous.json().detail).toBe(groupMessages.organizerOnlyDelete);

      const notExpired = await del(activeA.linkId, asMerchant(sa));
      expect(notExpired.statusCode).toBe(409);
      expect(notExpired.json().detail).toBe(groupMessages.onlyExpiredDeletable);
      expect((await t.app.inject(`/api/groups/${activeA.linkId}`)).statusCode).toBe(200);

      const mine = await del(expiredA.linkId, asMerchant(sa));
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toEqual({ success: true, message: groupMessages.groupDeleted });
      const gone = await t.app.inject(`/api/groups/${expiredA.linkId}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().detail).toBe(groupMessages.groupNotFound);
      const listA = (await t.app.inject({ url: '/api/admin/groups', headers: bearer(sa) })).json();
      expect(listA.map((g: { link_id: string }) => g.link_id)).not.toContain(expiredA.linkId);

      // The shopper-side right stays: the organizer deletes with the token, no merchant session.
      const own = await del(byOrganizer.linkId, { 'x-organizer-token': byOrganizer.token });
      expect(own.statusCode).toBe(200);
      expect((await t.app.inject(`/api/groups/${byOrganizer.linkId}`)).statusCode).toBe(404);
    });
  });

  describe('an operator account (no store) in the merchant panel', () => {
    let operator: { id: number; email: string; password: string };
    beforeAll(async () => {
      const password = 'senha-da-operadora-1';
      const row = await t.database.db.insertInto('users').values({
        email: 'operadora@example.com', name: 'Operadora', password_hash: await hashPassword(password), role: 'super_admin', store_id: null,
        created_at: t.clock.now(),
      }).returning('id').executeTakeFirstOrThrow();
      operator = { id: row.id, email: 'operadora@example.com', password };
    });

    it('cannot log in to the merchant panel: the same answer as a wrong password', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', headers: { origin: ORIGIN }, payload: { email: operator.email, password: operator.password } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, detail: authMessages.invalidCredentials, code: 'invalid_credentials' });
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('answers 403 on every protected route to an operator session', async () => {
      const session = await startSession(t.app.ctx, t.database.db, operator.id);
      for (const route of PROTECTED_MERCHANT_ROUTES) {
        const res = await call(route, { authorization: `Bearer ${session.token}` });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(res.json().detail).toBe(authMessages.merchantOnly);
      }
      // The operator session is still alive (logout above was refused, not performed).
      const again = await t.app.inject({ url: '/api/admin/metrics', headers: { authorization: `Bearer ${session.token}` } });
      expect(again.statusCode).toBe(403);
    });
  });

  describe('cross-site writes', () => {
    const put = (headers: Record<string, string>, button = NEW_BUTTON) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers, payload: button });

    it('refuses a cookie write from another Origin, or marked cross-site without Origin, and changes nothing', async () => {
      const sa = await logInMerchant(t, a);
      const before = await settingsOf('default');
      const hacked = { button_text: 'Hackeado', button_bg_color: '#000000', button_text_color: '#000000' };
      const forged: Array<Record<string, string>> = [
        { cookie: sa.cookie, origin: EVIL },
        { cookie: sa.cookie, 'sec-fetch-site': 'cross-site' },
        { cookie: sa.cookie, origin: 'null' },
        { cookie: sa.cookie, origin: 'http://localhost:80.evil.example' },
      ];
      for (const headers of forged) {
        const res = await put(headers, hacked);
        expect(res.statusCode, JSON.stringify(headers)).toBe(403);
        expect(res.json()).toEqual({ success: false, detail: authMessages.crossSite, code: 'cross_site' });
      }
      expect(await settingsOf('default')).toEqual(before);

      // A forged logout does not end the session; a forged delete does not delete.
      const logout = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie: sa.cookie, origin: EVIL } });
      expect(logout.statusCode).toBe(403);
      expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie: sa.cookie } })).statusCode).toBe(200);
      const group = await createTestGroup(t);
      t.clock.advance(49 * HOUR);
      const sa2 = await logInMerchant(t, a);
      const forgedDelete = await t.app.inject({ method: 'DELETE', url: `/api/groups/${group.linkId}`, headers: { cookie: sa2.cookie, origin: EVIL } });
      expect(forgedDelete.statusCode).toBe(403);
      expect(forgedDelete.json().detail).toBe(authMessages.crossSite);
      expect((await t.app.inject(`/api/groups/${group.linkId}`)).statusCode).toBe(200);
    });

    it('refuses login and sign-up posted from another site', async () => {
      const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', headers: { origin: EVIL }, payload: { email: a.email, password: a.password } });
      expect(login.statusCode).toBe(403);
      expect(login.headers['set-cookie']).toBeUndefined();
      const signup = await t.app.inject({
        method: 'POST', url: '/api/admin/account', headers: { 'sec-fetch-site': 'cross-site' },
        payload: { name: 'Intrusa', email: 'intrusa@example.com', password: 'senha-intrusa-1' },
      });
      expect(signup.statusCode).toBe(403);
      expect(signup.json().detail).toBe(authMessages.crossSite);
    });

    it('accepts the same origin, a same-origin fetch without Origin, and Bearer from anywhere', async () => {
      const sa = await logInMerchant(t, a);
      const ok: Array<Record<string, string>> = [
        { cookie: sa.cookie, origin: ORIGIN },
        { cookie: sa.cookie, 'sec-fetch-site': 'same-origin' },
        { authorization: `Bearer ${sa.token}`, origin: EVIL },
        { authorization: `Bearer ${sa.token}`, 'sec-fetch-site': 'cross-site' },
      ];
      for (const [i, headers] of ok.entries()) {
        const button = { ...NEW_BUTTON, button_text: `Texto ${i}` };
        const res = await put(headers, button);
        expect(res.statusCode, JSON.stringify(headers)).toBe(200);
        expect(await settingsOf('default')).toMatchObject(button);
      }
    });
  });

  it('sends the session cookie HttpOnly, SameSite=Strict, Path=/, 30 days (the absolute lifetime), not Secure on http; logout clears it', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', headers: { origin: ORIGIN }, payload: { email: a.email, password: a.password } });
    expect(login.statusCode).toBe(200);
    const cookie = cookieParts(login);
    expect(cookie.name).toBe('juntai_lojista');
    expect(cookie.value).toBe(login.json().token);
    expect(cookie.attrs.get('httponly')).toBe(true);
    expect(cookie.attrs.get('samesite')).toBe('Strict');
    expect(cookie.attrs.get('path')).toBe('/');
    expect(cookie.attrs.get('max-age')).toBe(String(30 * 24 * 3600));
    expect(cookie.attrs.has('secure')).toBe(false);
    expect(cookie.attrs.has('domain')).toBe(false);
    expect(login.headers['cache-control']).toBe('no-store');

    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie: sessionCookieOf(login), origin: ORIGIN } });
    const cleared = cookieParts(out);
    expect(cleared.name).toBe('juntai_lojista');
    expect(cleared.value).toBe('');
    expect(cleared.attrs.get('max-age')).toBe('0');
    expect(cleared.attrs.get('path')).toBe('/');
  });

  describe('an installation on https with sign-up closed', () => {
    let h: TestApp;
    beforeAll(async () => {
      h = await createTestApp({ env: { PUBLIC_BASE_URL: 'https://juntai.example', MERCHANT_SIGNUP: 'closed' } });
    });

    it('refuses self-service sign-up with 403 and says so in signup-status', async () => {
      expect((await h.app.inject('/api/admin/signup-status')).json()).toEqual({ signup_open: false, default_store_claimed: false });
      const res = await h.app.inject({
        method: 'POST', url: '/api/admin/account', headers: { origin: 'https://juntai.example' },
        payload: { name: 'Nova Loja', email: 'nova@example.com', password: 'senha-nova-1' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, detail: authMessages.signupClosed, code: 'signup_closed' });
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(await h.database.db.selectFrom('users').select('id').execute()).toEqual([]);
      expect((await h.app.inject('/api/admin/signup-status')).json().default_store_claimed).toBe(false);
    });

    it('marks the cookie Secure and accepts writes from the public https origin', async () => {
      await h.database.db.insertInto('users').values({
        email: 'convidada@example.com', name: 'Convidada', password_hash: await hashPassword('senha-convidada-1'), role: 'merchant',
        store_id: 'default', created_at: h.clock.now(),
      }).execute();
      const login = await h.app.inject({
        method: 'POST', url: '/api/admin/login', headers: { origin: 'https://juntai.example' },
        payload: { email: 'convidada@example.com', password: 'senha-convidada-1' },
      });
      expect(login.statusCode).toBe(200);
      const cookie = cookieParts(login);
      expect(cookie.attrs.get('secure')).toBe(true);
      expect(cookie.attrs.get('httponly')).toBe(true);
      expect(cookie.attrs.get('samesite')).toBe('Strict');
      const put = await h.app.inject({
        method: 'PUT', url: '/api/admin/settings', headers: { cookie: sessionCookieOf(login), origin: 'https://juntai.example' }, payload: NEW_BUTTON,
      });
      expect(put.statusCode).toBe(200);
      const forged = await h.app.inject({
        method: 'PUT', url: '/api/admin/settings', headers: { cookie: sessionCookieOf(login), origin: 'http://juntai.example' }, payload: NEW_BUTTON,
      });
      expect(forged.statusCode).toBe(403);
      const out = await h.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie: sessionCookieOf(login), origin: 'https://juntai.example' } });
      expect(cookieParts(out).attrs.get('secure')).toBe(true);
    });
  });
});
