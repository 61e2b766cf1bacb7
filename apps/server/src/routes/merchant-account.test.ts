import { beforeAll, describe, expect, it } from 'vitest';
import { setCookieParts } from '../testing/set-cookie.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';
import { asMerchant, bearer, ORIGIN, sessionCookieOf, signUpMerchant } from '../testing/merchant-helpers.ts';

describe(`merchant accounts and sessions on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('gives the default store to the first account and a store of its own to the next', async () => {
    const before = (await t.app.inject('/api/admin/signup-status')).json();
    expect(before).toEqual({ signup_open: true, default_store_claimed: false });
    const first = await signUpMerchant(t, { name: 'Maria Souza' });
    expect(first.storeId).toBe('default');
    const second = await signUpMerchant(t, { name: 'João Café & Cia' });
    expect(second.storeId).toBe('joao-cafe-cia');
    const third = await signUpMerchant(t, { name: 'João Café & Cia' });
    expect(third.storeId).toBe('joao-cafe-cia-2');
    expect((await t.app.inject('/api/admin/signup-status')).json().default_store_claimed).toBe(true);
    const me = await t.app.inject({ url: '/api/admin/me', headers: bearer(second) });
    expect(me.json()).toEqual({ name: 'João Café & Cia', email: second.email, role: 'merchant', store: { store_id: 'joao-cafe-cia', store_name: 'Loja de João Café & Cia' } });
  });

  it('sets an HttpOnly SameSite=Strict cookie and stores only an argon2id hash', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/account', headers: { origin: ORIGIN }, payload: { name: 'Ana', email: 'ana-cookie@example.com', password: 'segredo-da-ana' } });
    expect(res.statusCode).toBe(201);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookieParts(setCookie)).toEqual({
      pair: expect.stringMatching(/^juntai_lojista=[A-Za-z0-9_-]{43}$/), attributes: ['HttpOnly', 'Max-Age=2592000', 'Path=/', 'SameSite=Strict'],
    });
    expect(res.body).not.toContain('segredo-da-ana');
    const row = await t.database.db.selectFrom('users').select('password_hash').where('email', '=', 'ana-cookie@example.com').executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const session = await t.database.db.selectFrom('sessions').select('token_hash').execute();
    expect(session.map((s) => s.token_hash)).not.toContain(res.json().token);
  });

  it('answers a taken e-mail with the e-mail-confirmation message and no session, and refuses a short or common password', async () => {
    const m = await signUpMerchant(t);
    const dup = await t.app.inject({ method: 'POST', url: '/api/admin/account', headers: { origin: ORIGIN }, payload: { name: 'X', email: m.email.toUpperCase(), password: 'outra-senha-1' } });
    expect(dup.statusCode).toBe(202);
    expect(dup.json().detail).toBe('Enviamos um link de confirmação para seu e-mail. Abra-o para criar sua conta (ele vale por 24 horas).');
    expect(dup.headers['set-cookie']).toBeUndefined();
    const short = await t.app.inject({ method: 'POST', url: '/api/admin/account', headers: { origin: ORIGIN }, payload: { name: 'X', email: 'short@example.com', password: '12345' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toBe('A senha deve ter pelo menos 6 caracteres');
    const common = await t.app.inject({ method: 'POST', url: '/api/admin/account', headers: { origin: ORIGIN }, payload: { name: 'X', email: 'common@example.com', password: 'Senha123' } });
    expect(common.statusCode).toBe(400);
    expect(common.json().detail).toMatch(/muito comum/);
  });

  it('logs in, answers who is signed in, and logs out for real', async () => {
    const m = await signUpMerchant(t);
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', headers: { origin: ORIGIN }, payload: { email: m.email, password: m.password } });
    expect(login.statusCode).toBe(200);
    const cookie = sessionCookieOf(login);
    expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie, origin: ORIGIN } });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/admin/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json().detail).toBe('Sua sessão expirou. Entre novamente.');
    // The other session of the same account still works.
    expect((await t.app.inject({ url: '/api/admin/me', headers: asMerchant(m) })).statusCode).toBe(200);
  });

  it('answers a wrong e-mail and a wrong password alike', async () => {
    const m = await signUpMerchant(t);
    const wrongPassword = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: m.email, password: 'nao-e-esta' } });
    const wrongEmail = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'ninguem@example.com', password: 'nao-e-esta' } });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(wrongEmail.json());
  });

  it('refuses a cookie write from another site', async () => {
    const m = await signUpMerchant(t);
    const res = await t.app.inject({
      method: 'PUT', url: '/api/admin/settings', headers: { cookie: m.cookie, origin: 'https://malicioso.example' },
      payload: { button_text: 'Hackeado', button_bg_color: '#000000', button_text_color: '#ffffff' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Pedido recusado: ele não veio do próprio Juntaí');
  });

  it('sessions expire after 7 days without use and slide while used', async () => {
    const m = await signUpMerchant(t);
    t.clock.advance(6 * 24 * 3_600_000);
    expect((await t.app.inject({ url: '/api/admin/me', headers: bearer(m) })).statusCode).toBe(200);
    t.clock.advance(6 * 24 * 3_600_000);
    expect((await t.app.inject({ url: '/api/admin/me', headers: bearer(m) })).statusCode).toBe(200);
    t.clock.advance(7 * 24 * 3_600_000 + 1000);
    expect((await t.app.inject({ url: '/api/admin/me', headers: bearer(m) })).statusCode).toBe(401);
  });

  it('ends a session 30 days after sign-in even while it is used every day', async () => {
    const m = await signUpMerchant(t);
    for (let day = 1; day < 30; day++) {
      t.clock.advance(24 * 3_600_000);
      expect((await t.app.inject({ url: '/api/admin/me', headers: bearer(m) })).statusCode, `day ${day}`).toBe(200);
    }
    t.clock.advance(24 * 3_600_000);
    const ended = await t.app.inject({ url: '/api/admin/me', headers: bearer(m) });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().detail).toBe('Sua sessão expirou. Entre novamente.');
  });
});
