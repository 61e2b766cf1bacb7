import { authMessages } from '@juntai/contract';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { createOperator } from '../services/auth/first-operator.ts';
import { pruneAttempts } from '../services/auth/prune-attempts.ts';
import { SIGNUP_CONFIRMATION_TTL_MS, SIGNUP_EMAILS_PER_ADDRESS } from '../services/auth/merchant-signup.ts';
import { sendPendingEmails } from '../services/email/sender.ts';
import { publicBaseUrl } from '../services/public-base-url.ts';
import { useMailTestApp } from '../testing/mail-test-app.ts';
import { ORIGIN, sessionCookieOf, signUpMerchant } from '../testing/merchant-helpers.ts';
import { testEngine } from '../testing/test-database.ts';

const OPERATOR = { email: 'operadora.segura@example.com', name: 'Operadora', password: 'operadora-senha-forte-1' };
let address = 0;

/** Merchant sign-up tells nobody which addresses have accounts (ADR 0056), against a real SMTP server. */
describe.each([
  { mode: 'live', live: true },
  { mode: 'demo', live: false },
])(`merchant sign-up of a $mode installation on ${testEngine}`, ({ live }) => {
  const mail = useMailTestApp({ live });
  const signUp = (email: string, extra: Record<string, string> = {}) => mail.t.app.inject({
    method: 'POST', url: '/api/admin/account', headers: { origin: ORIGIN }, remoteAddress: `10.9.0.${(address += 1) % 250}`,
    payload: { name: 'Rita Lopes', email, password: 'uma-senha-da-rita-7', store_name: 'Ateliê da Rita', ...extra },
  });
  const confirm = (token: string) => mail.t.app.inject({ method: 'POST', url: '/api/admin/account/confirm', headers: { origin: ORIGIN }, payload: { token } });
  const delivered = async () => {
    await sendPendingEmails(mail.t.app.ctx, mail.transport);
    return Promise.all(mail.smtp.received.map(async (m) => ({ to: m.rcptTo, parsed: await simpleParser(m.raw) })));
  };
  const accounts = (email: string) => mail.t.database.db.selectFrom('users').select('email').where('email', '=', email).execute();

  it("answers the operator's address, a merchant's and a new one alike, and tells each inbox what is true for it", async () => {
    await createOperator(mail.t.app.ctx, OPERATOR);
    const merchant = await signUpMerchant(mail.t, { email: 'loja.existente@example.com' });
    mail.smtp.received.length = 0;
    await mail.t.database.db.deleteFrom('email_outbox').execute();

    const operatorTry = await signUp('  Operadora.Segura@Example.com ');
    const merchantTry = await signUp(merchant.email.toUpperCase());
    for (const res of [operatorTry, merchantTry]) {
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toEqual({ success: true, detail: authMessages.signupConfirmationSent });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const mails = await delivered();
    const toOperator = mails.find((m) => m.to.includes(OPERATOR.email));
    expect(toOperator?.parsed.subject).toBe('Você já tem uma conta no Juntaí');
    expect(toOperator?.parsed.text).toContain('já tem uma conta no Juntaí (administração da plataforma)');
    expect(toOperator?.parsed.text).toContain(`${publicBaseUrl(mail.t.app.ctx)}/super-admin/login`);
    const toMerchant = mails.find((m) => m.to.includes(merchant.email));
    expect(toMerchant?.parsed.text).toContain('já tem uma conta no Juntaí (Painel do Lojista)');
    expect(mails).toHaveLength(2);
    // No second account, and the operator's password still works.
    expect(await accounts(OPERATOR.email)).toHaveLength(1);
    const login = await mail.t.app.inject({ method: 'POST', url: '/api/super-admin/login', headers: { origin: ORIGIN }, payload: { email: OPERATOR.email, password: OPERATOR.password } });
    expect(login.statusCode).toBe(200);
  });

  it(live ? 'creates the account only when the e-mailed link is opened, once' : 'signs a new address in at once, as the onboarding expects', async () => {
    const res = await signUp('rita.nova@example.com');
    if (!live) {
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().user.store.store_name).toBe('Ateliê da Rita');
      return;
    }
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ success: true, detail: authMessages.signupConfirmationSent });
    expect(await accounts('rita.nova@example.com')).toHaveLength(0);
    const [message] = await delivered();
    expect(message?.parsed.subject).toBe('Confirme seu e-mail para criar sua loja — Juntaí');
    const token = /\/admin\?confirmar=([A-Za-z0-9_-]+)/.exec(message?.parsed.text ?? '')?.[1];
    expect(token).toBeDefined();

    const opened = await confirm(token!);
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json().user).toMatchObject({ name: 'Rita Lopes', email: 'rita.nova@example.com', store: { store_name: 'Ateliê da Rita' } });
    const me = await mail.t.app.inject({ url: '/api/admin/me', headers: { cookie: sessionCookieOf(opened) } });
    expect(me.json().email).toBe('rita.nova@example.com');
    // The password chosen in the form is the account's.
    const login = await mail.t.app.inject({ method: 'POST', url: '/api/admin/login', headers: { origin: ORIGIN }, payload: { email: 'rita.nova@example.com', password: 'uma-senha-da-rita-7' } });
    expect(login.statusCode).toBe(200);

    const again = await confirm(token!);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(authMessages.signupLinkInvalid);
  });

  it(live ? 'refuses a link past its day, and a made-up one, in Portuguese' : 'refuses a made-up link in Portuguese', async () => {
    if (live) {
      expect((await signUp('rita.atrasada@example.com')).statusCode).toBe(202);
      const [message] = await delivered();
      const token = /confirmar=([A-Za-z0-9_-]+)/.exec(message?.parsed.text ?? '')![1]!;
      mail.t.clock.advance(SIGNUP_CONFIRMATION_TTL_MS);
      const late = await confirm(token);
      expect(late.statusCode).toBe(400);
      expect(late.json()).toMatchObject({ code: 'signup_link_invalid', detail: authMessages.signupLinkInvalid });
      expect(await accounts('rita.atrasada@example.com')).toHaveLength(0);
      // Nothing of a lapsed sign-up (its password hash included) outlives the pruning job, nor of a used one.
      await pruneAttempts(mail.t.app.ctx);
      expect(await mail.t.database.db.selectFrom('merchant_signups').select('email').execute()).toEqual([]);
    }
    const bogus = await confirm('x'.repeat(43));
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().detail).toBe(authMessages.signupLinkInvalid);
    const malformed = await confirm('<script>');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toBe(authMessages.signupLinkInvalid);
  });

  it(`sends at most ${SIGNUP_EMAILS_PER_ADDRESS.max} sign-up e-mails an hour to one address, however it is spelled, answering the same`, async () => {
    // A new address in a live installation (confirmation links), an existing account's in a demo ("you have an account").
    const target = live ? 'rita.insistente@example.com' : (await signUpMerchant(mail.t, { email: 'loja.insistente@example.com' })).email;
    await mail.t.database.db.deleteFrom('email_outbox').execute();
    const spellings = [target, target.toUpperCase(), ` ${target} `, target.replace(/^./, (c) => c.toUpperCase())];
    for (let i = 0; i <= SIGNUP_EMAILS_PER_ADDRESS.max + 1; i++) {
      const res = await signUp(spellings[i % spellings.length]!);
      expect(res.statusCode, res.body).toBe(202);
    }
    expect(await delivered()).toHaveLength(SIGNUP_EMAILS_PER_ADDRESS.max);
  });
});
