import { describe, expect, it } from 'vitest';
import { EnvError, liveModeProblems, loadEnv } from './env.ts';
import { demoDataProblem } from './mode.ts';

const LIVE_READY_BUT_PAYMENTS = {
  JUNTAI_MODE: 'live', NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://juntai.com.br', PAYMENT_WEBHOOK_SECRET: 'um-segredo-longo-o-bastante',
  SMTP_URL: 'smtps://usuario:senha@smtp.example.com', MAIL_FROM: 'Loja <nao-responda@example.com>',
};

function refusal(source: Record<string, string>): string {
  try {
    loadEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error('loadEnv accepted an unsafe live configuration');
}

describe('demo and live installations (ADR 0022)', () => {
  it('is a demo unless told otherwise, with the demo catalogue and no private outbound requests', () => {
    const env = loadEnv({});
    expect(env.JUNTAI_MODE).toBe('demo');
    expect(env.SEED_DEMO_DATA).toBe(true);
    expect(env.ALLOW_PRIVATE_OUTBOUND).toBe(false);
    expect(loadEnv({ NODE_ENV: 'development' }).ALLOW_PRIVATE_OUTBOUND).toBe(false);
  });

  it('refuses a bare live configuration, naming every missing piece in Portuguese', () => {
    const message = refusal({ JUNTAI_MODE: 'live' });
    expect(message).toContain('não é segura para dinheiro de verdade');
    for (const setting of ['PAYMENT_PROVIDER', 'PUBLIC_BASE_URL', 'PAYMENT_WEBHOOK_SECRET', 'SMTP_URL', 'MAIL_FROM']) expect(message).toContain(`${setting}:`);
    // The demo catalogue is off by default in live mode, so it is not among the problems.
    expect(message).not.toContain('SEED_DEMO_DATA');
  });

  it('refuses demo shortcuts turned on in a live installation', () => {
    const message = refusal({ ...LIVE_READY_BUT_PAYMENTS, SEED_DEMO_DATA: 'true', ALLOW_PRIVATE_OUTBOUND: 'true', NODE_ENV: 'test' });
    for (const setting of ['SEED_DEMO_DATA', 'ALLOW_PRIVATE_OUTBOUND', 'NODE_ENV']) expect(message).toContain(`${setting}:`);
  });

  it('wants the public address over https', () => {
    expect(refusal({ ...LIVE_READY_BUT_PAYMENTS, PUBLIC_BASE_URL: 'http://juntai.com.br' })).toContain('PUBLIC_BASE_URL: deve começar com https://');
  });

  it('never takes simulated payments for real ones', () => {
    const message = refusal(LIVE_READY_BUT_PAYMENTS);
    expect(message.split('\n').filter((line) => line.startsWith('  - '))).toEqual([expect.stringContaining('PAYMENT_PROVIDER:')]);
  });

  it('refuses to send e-mail nowhere: SMTP_URL and MAIL_FROM are required, the default sender does not count', () => {
    const { SMTP_URL: _smtp, MAIL_FROM: _from, ...withoutMail } = LIVE_READY_BUT_PAYMENTS;
    const lines = refusal(withoutMail).split('\n').filter((line) => line.startsWith('  - '));
    expect(lines).toEqual([
      expect.stringContaining('PAYMENT_PROVIDER:'),
      expect.stringMatching(/^ {2}- SMTP_URL: .*não chegam a ninguém/),
      expect.stringMatching(/^ {2}- MAIL_FROM: defina o remetente/),
    ]);
    expect(refusal({ ...withoutMail, SMTP_URL: 'smtp://smtp.example.com' })).not.toContain('SMTP_URL:');
  });

  it('takes a live installation on Mercado Pago with its keys, signed by its own webhook secret', () => {
    const env = loadEnv({
      JUNTAI_MODE: 'live', NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://juntai.com.br', PAYMENT_PROVIDER: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1234567890', MERCADOPAGO_PUBLIC_KEY: 'APP_USR-pub-123456', MERCADOPAGO_WEBHOOK_SECRET: 'segredo-do-painel-do-mp',
      SMTP_URL: 'smtp://smtp.example.com:587', MAIL_FROM: 'Loja <nao-responda@example.com>',
    });
    expect(liveModeProblems(env, { webhookSecretGenerated: true, mailFromGiven: true })).toEqual([]);
    expect(env.PAYMENT_PROVIDER).toBe('mercadopago');
  });

  it('names a database that holds the demo data', () => {
    expect(demoDataProblem(true)).toContain('dados de demonstração');
    expect(demoDataProblem(false)).toBeUndefined();
  });
});
