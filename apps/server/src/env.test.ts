import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('has working defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
  });
  it('names the variable that is wrong', () => {
    expect(() => loadEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(EnvError);
    expect(() => loadEnv({ PUBLIC_BASE_URL: 'not a url' })).toThrow(/PUBLIC_BASE_URL/);
    expect(() => loadEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
  it('wants every Mercado Pago key with PAYMENT_PROVIDER=mercadopago, naming the missing ones and never printing the token', () => {
    const token = 'APP_USR-segredo-que-nao-aparece';
    let message = '';
    try {
      loadEnv({ PAYMENT_PROVIDER: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: token });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      message = (error as Error).message;
    }
    expect(message).toContain('MERCADOPAGO_PUBLIC_KEY');
    expect(message).toContain('MERCADOPAGO_WEBHOOK_SECRET');
    expect(message).not.toContain('MERCADOPAGO_ACCESS_TOKEN');
    expect(message).not.toContain(token);
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'mercadopago' })).toThrow(/MERCADOPAGO_ACCESS_TOKEN/);
  });
  it('takes a long METRICS_TOKEN and refuses a short or header-breaking one, naming it', () => {
    expect(loadEnv({}).METRICS_TOKEN).toBeUndefined();
    const token = 'a'.repeat(20) + '0123456789abcdef';
    expect(loadEnv({ METRICS_TOKEN: token }).METRICS_TOKEN).toBe(token);
    expect(() => loadEnv({ METRICS_TOKEN: 'curto' })).toThrow(/METRICS_TOKEN: deve ter ao menos 32 caracteres/);
    expect(() => loadEnv({ METRICS_TOKEN: `${token} com espaço` })).toThrow(/METRICS_TOKEN: use só letras/);
    expect(() => loadEnv({ METRICS_TOKEN: 'x'.repeat(257) })).toThrow(/METRICS_TOKEN: deve ter no máximo 256/);
  });
  it('treats empty values as unset', () => {
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
