import type { LightMyRequestResponse } from 'fastify';
import { createOperator } from '../services/auth/first-operator.ts';
import type { TestApp } from './test-app.ts';

/** Test helpers for merchant accounts (sign up, log in, and requests as that merchant) and for an operator's session. */
export const ORIGIN = 'http://localhost:80';

export interface TestMerchant {
  token: string;
  cookie: string;
  storeId: string;
  email: string;
  password: string;
}

let counter = 0;

/** The session cookie pair (`name=value`) of a Set-Cookie answer. */
export function sessionCookieOf(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const first = Array.isArray(raw) ? raw[0] : raw;
  return (first ?? '').split(';')[0] ?? '';
}

export async function signUpMerchant(t: TestApp, overrides: { name?: string; email?: string; password?: string } = {}): Promise<TestMerchant> {
  counter += 1;
  const email = overrides.email ?? `lojista${counter}-${Date.now()}@example.com`;
  const password = overrides.password ?? 'uma-senha-boa-9';
  // Each sign-up from its own address, so the per-address sign-up limit never trips a test.
  const remoteAddress = `10.8.${Math.floor(counter / 250) % 250}.${counter % 250}`;
  let res = await t.app.inject({
    method: 'POST', url: '/api/admin/account', headers: { origin: ORIGIN },
    payload: { name: overrides.name ?? `Loja Teste ${counter}`, email, password }, remoteAddress,
  });
  // A live installation e-mails a confirmation link first (ADR 0056): open it as the merchant would.
  if (res.statusCode === 202) {
    res = await t.app.inject({ method: 'POST', url: '/api/admin/account/confirm', headers: { origin: ORIGIN }, payload: { token: await signupTokenMailedTo(t, email) }, remoteAddress });
  }
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return { token: body.token, cookie: sessionCookieOf(res), storeId: body.user.store.store_id, email, password };
}

/** The token of the newest sign-up confirmation link queued to `email` (the `confirmar` of its link). */
export async function signupTokenMailedTo(t: TestApp, email: string): Promise<string> {
  const mail = await t.database.db.selectFrom('email_outbox').select('text_body').where('to_address', '=', email.toLowerCase())
    .where('text_body', 'like', '%confirmar=%').orderBy('id', 'desc').executeTakeFirst();
  const token = /[?&]confirmar=([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1];
  if (!token) throw new Error(`no sign-up confirmation e-mail to ${email}`);
  return token;
}

/** Headers of a browser request with the merchant's cookie from our own origin. */
export const asMerchant = (m: TestMerchant) => ({ cookie: m.cookie, origin: ORIGIN });
export const bearer = (m: TestMerchant) => ({ authorization: `Bearer ${m.token}` });

/** Logs an existing merchant in again (a fresh session, e.g. after the clock ran past 7 days). */
export async function logInMerchant(t: TestApp, m: Pick<TestMerchant, 'email' | 'password' | 'storeId'>, remoteAddress?: string): Promise<TestMerchant> {
  counter += 1;
  remoteAddress ??= `10.9.${Math.floor(counter / 250) % 250}.${counter % 250}`;
  const res = await t.app.inject({
    method: 'POST', url: '/api/admin/login', headers: { origin: ORIGIN }, payload: { email: m.email, password: m.password }, remoteAddress,
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { ...m, token: res.json().token, cookie: sessionCookieOf(res) };
}

/** The panel routes that need a merchant session, each with a body that passes validation. */
export const PROTECTED_MERCHANT_ROUTES: ReadonlyArray<{ method: 'GET' | 'PUT' | 'POST'; url: string; payload?: Record<string, unknown> }> = [
  { method: 'GET', url: '/api/admin/me' },
  { method: 'GET', url: '/api/admin/metrics' },
  { method: 'GET', url: '/api/admin/groups' },
  { method: 'PUT', url: '/api/admin/settings', payload: { button_text: 'Comprar junto', button_bg_color: '#112233', button_text_color: '#ffffff' } },
  { method: 'POST', url: '/api/admin/logout' },
];

/** Creates an operator ('Op') and logs in: the headers of a request as that operator (session cookie, same-site origin). */
export async function operatorHeaders(t: TestApp, email: string, password: string): Promise<Record<string, string>> {
  await createOperator(t.app.ctx, { email, name: 'Op', password });
  const login = await t.app.inject({ method: 'POST', url: '/api/super-admin/login', payload: { email, password } });
  return { cookie: sessionCookieOf(login), origin: ORIGIN };
}
