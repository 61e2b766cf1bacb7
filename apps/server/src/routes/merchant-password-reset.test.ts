import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@juntai/contract';
import { sendPendingEmails } from '../services/email/sender.ts';
import { createMailTransport, type MailTransport } from '../services/email/transport.ts';
import { bearer, ORIGIN, sessionCookieOf, signUpMerchant, type TestMerchant } from '../testing/merchant-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';
import { readMessage, startSmtpServer } from '../testing/smtp-sink.ts';

const MINUTE = 60_000;

describe(`merchant password reset by e-mail and login limits on ${testEngine}`, () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let transport: MailTransport;
  let addressCounter = 0;
  const nextAddress = () => `198.51.100.${++addressCounter}`;

  const post = (url: string, payload: Record<string, unknown>, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url, headers: { origin: ORIGIN }, payload, remoteAddress });
  const forgot = (email: string, remoteAddress?: string) => post('/api/admin/forgot-password', { email }, remoteAddress);
  const login = (email: string, password: string, remoteAddress?: string) => post('/api/admin/login', { email, password }, remoteAddress);
  const reset = (email: string, token: string, newPassword: string) =>
    post('/api/admin/reset-password', { email, reset_token: token, new_password: newPassword });

  /** Delivers the outbox to the sink and answers the reset links e-mailed to `email`, oldest first. */
  async function resetLinksFor(email: string): Promise<URL[]> {
    await sendPendingEmails(t.app.ctx, transport);
    return Promise.all(smtp.received.filter((m) => m.rcptTo.includes(email)).map(async (m) => {
      const { text } = await readMessage(m.raw);
      const link = /https?:\/\/\S+\/admin\?redefinir=\S+/.exec(text)?.[0];
      expect(link, text).toBeDefined();
      return new URL(link!);
    }));
  }

  function expectTooMany(res: Awaited<ReturnType<typeof post>>, minutes: number) {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ success: false, detail: authMessages.tooManyAttempts(minutes), code: 'rate_limited' });
    expect(res.json().detail).toBe(`Muitas tentativas. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan((minutes - 1) * 60);
    expect(retryAfter).toBeLessThanOrEqual(minutes * 60);
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`, MAIL_FROM: 'Juntaí <nao-responda@juntai.test>' } });
    transport = createMailTransport(t.env, t.app.log);
    expect(transport.kind).toBe('smtp');
  });
  afterAll(async () => {
    transport.close();
    await smtp.close();
  });

  describe('forgot and reset', () => {
    it('answers known and unknown e-mails with the same neutral message, and mails only the account', async () => {
      const m = await signUpMerchant(t, { email: 'neutra@example.com' });
      const known = await forgot(m.email);
      const unknown = await forgot('ninguem-aqui@example.com');
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual({ success: true, message: authMessages.forgotSent });
      expect(unknown.body).toBe(known.body);
      expect(known.headers['set-cookie']).toBeUndefined();

      const [link] = await resetLinksFor(m.email);
      const token = link!.searchParams.get('redefinir')!;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(known.body).not.toContain(token);
      expect(JSON.stringify(known.headers)).not.toContain(token);
      expect(smtp.received.filter((r) => r.rcptTo.includes('ninguem-aqui@example.com'))).toHaveLength(0);
      // The database keeps only a hash of it.
      const stored = await t.database.db.selectFrom('password_resets').selectAll().execute();
      expect(JSON.stringify(stored)).not.toContain(token);
    });

    it('resets once with the e-mailed link, ends every session, and swaps the passwords', async () => {
      const m: TestMerchant = await signUpMerchant(t, { email: 'redefinir@example.com', password: 'senha-antiga-1' });
      const other = await login(m.email, 'senha-antiga-1');
      expect(other.statusCode).toBe(200);
      expect((await forgot(m.email)).statusCode).toBe(200);

      const [link] = await resetLinksFor(m.email);
      expect(link!.pathname).toBe('/admin');
      expect(link!.searchParams.get('email')).toBe(m.email);
      const token = link!.searchParams.get('redefinir')!;

      const done = await reset(m.email, token, 'senha-nova-bem-forte');
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ success: true, detail: authMessages.resetDone });
      expect(done.body).not.toContain(token);

      for (const headers of [{ cookie: m.cookie }, bearer(m), { cookie: sessionCookieOf(other) }]) {
        const res = await t.app.inject({ url: '/api/admin/me', headers });
        expect(res.statusCode).toBe(401);
        expect(res.json().detail).toBe(authMessages.sessionExpired);
      }

      const again = await reset(m.email, token, 'mais-uma-senha-nova');
      expect(again.statusCode).toBe(400);
      expect(again.json().detail).toBe('Link de redefinição inválido ou expirado. Peça um novo link.');

      const old = await login(m.email, 'senha-antiga-1');
      expect(old.statusCode).toBe(401);
      expect(old.json().detail).toBe(authMessages.invalidCredentials);
      expect((await login(m.email, 'mais-uma-senha-nova')).statusCode).toBe(401);
      const fresh = await login(m.email, 'senha-nova-bem-forte');
      expect(fresh.statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie: sessionCookieOf(fresh) } })).json().email).toBe(m.email);
    });

    it("refuses the link with another account's e-mail", async () => {
      const owner = await signUpMerchant(t, { email: 'dona-do-link@example.com' });
      const intruder = await signUpMerchant(t, { email: 'intrusa@example.com', password: 'senha-intrusa-1' });
      await forgot(owner.email);
      const token = (await resetLinksFor(owner.email))[0]!.searchParams.get('redefinir')!;
      const res = await reset(intruder.email, token, 'senha-tomada-1');
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(authMessages.resetInvalid);
      expect((await login(intruder.email, 'senha-intrusa-1')).statusCode).toBe(200);
      // The owner's link still works afterwards.
      expect((await reset(owner.email, token, 'senha-da-dona-2')).statusCode).toBe(200);
    });

    it('accepts a link within 30 minutes and refuses one older than 30 minutes', async () => {
      const fast = await signUpMerchant(t, { email: 'rapida@example.com' });
      await forgot(fast.email);
      const fastToken = (await resetLinksFor(fast.email))[0]!.searchParams.get('redefinir')!;
      t.clock.advance(29 * MINUTE);
      expect((await reset(fast.email, fastToken, 'senha-a-tempo-1')).statusCode).toBe(200);

      const slow = await signUpMerchant(t, { email: 'lenta@example.com', password: 'senha-lenta-1' });
      await forgot(slow.email);
      const slowToken = (await resetLinksFor(slow.email))[0]!.searchParams.get('redefinir')!;
      t.clock.advance(31 * MINUTE);
      const late = await reset(slow.email, slowToken, 'senha-atrasada-1');
      expect(late.statusCode).toBe(400);
      expect(late.json().detail).toBe(authMessages.resetInvalid);
      expect((await login(slow.email, 'senha-lenta-1')).statusCode).toBe(200);
      expect((await login(slow.email, 'senha-atrasada-1')).statusCode).toBe(401);
    });

    it('keeps earlier links working until one of them is used, then none', async () => {
      const m = await signUpMerchant(t, { email: 'dois-links@example.com' });
      await forgot(m.email);
      t.clock.advance(MINUTE);
      await forgot(m.email);
      const links = await resetLinksFor(m.email);
      expect(links).toHaveLength(2);
      const [older, newer] = links.map((l) => l.searchParams.get('redefinir')!);
      expect(older).not.toBe(newer);
      // A stranger asking for a link must not kill the one already in the owner's inbox.
      expect((await reset(m.email, older!, 'senha-do-link-velho')).statusCode).toBe(200);
      const stale = await reset(m.email, newer!, 'senha-do-link-novo');
      expect(stale.statusCode).toBe(400);
      expect(stale.json().detail).toBe(authMessages.resetInvalid);
      expect((await login(m.email, 'senha-do-link-velho')).statusCode).toBe(200);
    });
  });

  describe('rate limits', () => {
    it('limits logins from one address, says when to try again, and lets it in after the window', async () => {
      const m = await signUpMerchant(t, { email: 'muitos-logins@example.com', password: 'senha-dos-logins-1' });
      const address = '203.0.113.10';
      for (let i = 0; i < 30; i++) {
        const ok = await login(m.email, m.password, address);
        expect(ok.statusCode, `login ${i + 1}`).toBe(200);
      }
      const blocked = await login(m.email, m.password, address);
      expectTooMany(blocked, 15);
      expect(blocked.headers['retry-after']).toBe('900');
      expect(blocked.headers['set-cookie']).toBeUndefined();
      // An unknown e-mail from that address gets the same refusal.
      expectTooMany(await login('outra-pessoa@example.com', 'qualquer-uma', address), 15);
      // Another address is not affected.
      expect((await login(m.email, m.password, '203.0.113.11')).statusCode).toBe(200);

      t.clock.advance(10 * MINUTE);
      expectTooMany(await login(m.email, m.password, address), 5);
      t.clock.advance(5 * MINUTE);
      expect((await login(m.email, m.password, address)).statusCode).toBe(200);
    });

    it('limits reset requests per account and address, for unknown e-mails too', async () => {
      const m = await signUpMerchant(t, { email: 'muitos-resets@example.com' });
      const address = '203.0.113.60';
      for (let i = 0; i < 3; i++) expect((await forgot(m.email, address)).statusCode).toBe(200);
      expectTooMany(await forgot(m.email, address), 15);
      expect(await resetLinksFor(m.email)).toHaveLength(3);
      for (let i = 0; i < 3; i++) expect((await forgot('sem-conta@example.com', address)).statusCode).toBe(200);
      expectTooMany(await forgot('sem-conta@example.com', address), 15);
      // The owner, from another address, is still served.
      expect((await forgot(m.email, '203.0.113.61')).statusCode).toBe(200);
      expect(await resetLinksFor(m.email)).toHaveLength(4);

      t.clock.advance(15 * MINUTE);
      expect((await forgot(m.email, address)).statusCode).toBe(200);
    });

    it("lets no stranger use up the owner's reset e-mails: a held-back request finds a live link in the inbox", async () => {
      const m = await signUpMerchant(t, { email: 'caixa-cheia@example.com', password: 'senha-caixa-1' });
      // Strangers from many addresses ask for the owner's link: at most 5 e-mails go out per 30 minutes.
      for (let i = 0; i < 20; i++) expect((await forgot(m.email, `192.0.2.${100 + i}`)).statusCode).toBe(200);
      expect(await resetLinksFor(m.email)).toHaveLength(5);
      // The owner asks too, gets the same neutral answer, and any link in the inbox works.
      t.clock.advance(29 * MINUTE);
      const mine = await forgot(m.email, '203.0.113.90');
      expect(mine.json()).toEqual({ success: true, message: authMessages.forgotSent });
      const links = await resetLinksFor(m.email);
      expect(links).toHaveLength(5);
      expect((await reset(m.email, links[0]!.searchParams.get('redefinir')!, 'senha-nova-da-caixa')).statusCode).toBe(200);
      expect((await login(m.email, 'senha-nova-da-caixa')).statusCode).toBe(200);
      // The next half hour sends again.
      t.clock.advance(MINUTE);
      expect((await forgot(m.email, '203.0.113.90')).statusCode).toBe(200);
      expect(await resetLinksFor(m.email)).toHaveLength(6);
    });

    it('limits reset e-mails per address, whatever e-mails are asked for', async () => {
      const address = '203.0.113.77';
      for (let i = 0; i < 10; i++) expect((await forgot(`varias-${i}@example.com`, address)).statusCode, `request ${i + 1}`).toBe(200);
      expectTooMany(await forgot('varias-10@example.com', address), 15);
      expect((await forgot('varias-10@example.com', '203.0.113.78')).statusCode).toBe(200);
    });
  });
});
