import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * The only reader of process.env. Every setting is validated at start; a bad value stops the
 * process with a message that names the variable and what is wrong with it.
 */
const optionalUrl = z.string().trim().url().optional();

/**
 * PAYMENT_WEBHOOK_SECRET keys the HMAC-SHA256 signature of payment webhooks. Set it in production
 * (the same value in every instance and at the provider). When unset, a random secret is generated
 * once per process at boot: nothing well known ever verifies a webhook, the simulated provider (which
 * signs its own webhooks in the same process) keeps working, and a restart simply changes it.
 */
const generatedWebhookSecret = randomBytes(32).toString('base64url');

/** True when no PAYMENT_WEBHOOK_SECRET was configured and this process made its own. */
export function usesGeneratedWebhookSecret(env: Pick<Env, 'PAYMENT_WEBHOOK_SECRET'>): boolean {
  return env.PAYMENT_WEBHOOK_SECRET === generatedWebhookSecret;
}
const envSchema = z.object({
  /**
   * 'demo' (the default: what `npm start` gives a newcomer, loudly marked as such) or 'live' (real
   * money; refuses to start while anything unsafe is configured, see mode.ts and ADR 0022).
   */
  JUNTAI_MODE: z.enum(['demo', 'live']).default('demo'),
  /**
   * 'true' lets image downloads and store webhooks reach loopback and private addresses over plain
   * http: only for local tests and development. Never in live mode. The default refuses them,
   * whatever NODE_ENV says, so forgetting it fails safe.
   */
  ALLOW_PRIVATE_OUTBOUND: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z.string().trim().regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// ou postgresql://').optional(),
  // Connections per instance to PostgreSQL: joins hold one for their whole transaction (ADR 0034).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_BASE_URL: optionalUrl,
  SMTP_URL: z.string().trim().regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://').optional(),
  MAIL_FROM: z.string().trim().min(3).default('Juntaí <nao-responda@juntai.com.br>'),
  PAYMENT_PROVIDER: z.enum(['simulated', 'mercadopago']).default('simulated'),
  /**
   * Mercado Pago (docs/payments.md): the application's access token (secret, server only), its public
   * key (the browser SDK's), and the webhook secret its panel shows. Required with
   * PAYMENT_PROVIDER=mercadopago; never logged. The two addresses exist so tests point them at a stand-in.
   */
  MERCADOPAGO_ACCESS_TOKEN: z.string().trim().min(10).optional(),
  MERCADOPAGO_PUBLIC_KEY: z.string().trim().min(10).optional(),
  MERCADOPAGO_WEBHOOK_SECRET: z.string().trim().min(16).optional(),
  MERCADOPAGO_API_BASE: z.string().trim().url().default('https://api.mercadopago.com'),
  MERCADOPAGO_SDK_URL: z.string().trim().url().default('https://sdk.mercadopago.com/js/v2'),
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).default(generatedWebhookSecret),
  /** The receiver of PIX charges: key (CPF, CNPJ, e-mail, +55 phone or random key), name (≤ 25) and city (≤ 15). */
  PIX_KEY: z.string().trim().min(1).max(77).default('pagamentos@juntai.com.br'),
  PIX_MERCHANT_NAME: z.string().trim().min(1).max(25).default('JUNTAI'),
  PIX_MERCHANT_CITY: z.string().trim().min(1).max(15).default('SAO PAULO'),
  /** How long a PIX charge holds its quota before it lapses (never past the group's expiry). */
  PIX_CHARGE_TTL_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(30),
  /**
   * Which proxies may tell the client's address (X-Forwarded-For): 'true' (any: only behind a proxy
   * that overwrites the header), 'false' (none), a hop count, or addresses/subnets ('loopback',
   * 'uniquelocal', '10.0.0.0/8'). The default trusts a proxy on this machine or the private network;
   * a client connecting from the internet cannot fake its address, so per-address limits hold.
   */
  TRUST_PROXY: z.string().trim().min(1).default('loopback,linklocal,uniquelocal')
    .transform((v): boolean | number | string => (v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v)),
  /** 'closed' stops self-service merchant sign-up (POST /api/admin/account); the operator invites stores instead. */
  MERCHANT_SIGNUP: z.enum(['open', 'closed']).default('open'),
  SUPER_ADMIN_EMAIL: z.string().trim().email().optional(),
  SUPER_ADMIN_PASSWORD: z.string().min(8).optional(),
  WEB_DIST_DIR: z.string().trim().min(1).optional(),
  /** The demo catalogue on first start: on by default in demo mode, off (and refused) in live mode. */
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional().transform((v) => (v === undefined ? undefined : v === 'true')),
  /** 'false' keeps this instance from running background jobs (e-mail outbox, expiry sweep). */
  JOBS_ENABLED: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /**
   * Turns on GET /metrics (Prometheus text), answered only to `Authorization: Bearer <METRICS_TOKEN>`;
   * unset, the route does not exist (404). Long and random, as any secret: `openssl rand -hex 32`.
   */
  METRICS_TOKEN: z.string().trim().min(32, 'deve ter ao menos 32 caracteres (ex.: openssl rand -hex 32)').max(256, 'deve ter no máximo 256 caracteres')
    .regex(/^[A-Za-z0-9._~+/=-]+$/, 'use só letras, números e . _ ~ + / = - (vai num cabeçalho Authorization)').optional(),
  /** Heartbeat comment interval of the group live-update streams (ms). */
  SSE_HEARTBEAT_MS: z.coerce.number().int().min(10).max(300_000).default(15_000),
});

type ParsedEnv = z.infer<typeof envSchema>;
export type Env = Omit<ParsedEnv, 'SEED_DEMO_DATA'> & { SEED_DEMO_DATA: boolean };

export class EnvError extends Error {}

/** The settings PAYMENT_PROVIDER needs that are not there (named, never their values). */
function missingProviderSettings(env: ParsedEnv): string[] {
  if (env.PAYMENT_PROVIDER !== 'mercadopago') return [];
  const required = ['MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_PUBLIC_KEY', 'MERCADOPAGO_WEBHOOK_SECRET'] as const;
  return required.filter((name) => env[name] === undefined);
}

// The live check lives with the settings it reads: mode.ts (demo notices) reads Env, never the reverse.
type LiveRelevant = Pick<Env, 'NODE_ENV' | 'JUNTAI_MODE' | 'PAYMENT_PROVIDER' | 'PUBLIC_BASE_URL' | 'SEED_DEMO_DATA' | 'ALLOW_PRIVATE_OUTBOUND' | 'SMTP_URL'>;

/** What the configuration alone does not say: whether a secret was generated, whether MAIL_FROM was given (it has a default). */
export interface LiveFacts {
  webhookSecretGenerated: boolean;
  mailFromGiven: boolean;
}

/**
 * Every reason a live installation would be unsafe, in Portuguese, each naming its setting; empty in
 * demo mode or when all is in place. Read from the configuration alone (the database's own check is
 * `demoDataProblem` in mode.ts).
 */
export function liveModeProblems(env: LiveRelevant, facts: LiveFacts): string[] {
  if (env.JUNTAI_MODE !== 'live') return [];
  const problems: string[] = [];
  if (env.PAYMENT_PROVIDER === 'simulated') {
    problems.push('PAYMENT_PROVIDER: o provedor "simulated" aprova qualquer pagamento sem cobrar; configure um provedor de pagamento real.');
  }
  if (!env.PUBLIC_BASE_URL) problems.push('PUBLIC_BASE_URL: defina o endereço público do site, com https:// (ex.: https://juntai.com.br).');
  else if (!env.PUBLIC_BASE_URL.startsWith('https://')) problems.push('PUBLIC_BASE_URL: deve começar com https:// (sessões e pagamentos só trafegam cifrados).');
  // Mercado Pago signs its notifications with MERCADOPAGO_WEBHOOK_SECRET (required by loadEnv), so the
  // generic secret, which only the simulated provider's webhooks use, does not matter there.
  if (facts.webhookSecretGenerated && env.PAYMENT_PROVIDER !== 'mercadopago') {
    problems.push('PAYMENT_WEBHOOK_SECRET: defina o segredo dos webhooks de pagamento (o mesmo em todas as instâncias e no provedor).');
  }
  // Without them receipts, reset links and invitations would only be kept in the outbox: nobody gets them.
  if (!env.SMTP_URL) problems.push('SMTP_URL: defina o servidor de e-mail (smtp:// ou smtps://); sem ele recibos, links de redefinição de senha e convites não chegam a ninguém.');
  if (!facts.mailFromGiven) problems.push('MAIL_FROM: defina o remetente dos e-mails (ex.: Juntaí <nao-responda@sua-empresa.com.br>), de um domínio que o seu servidor de e-mail pode usar.');
  if (env.SEED_DEMO_DATA) problems.push('SEED_DEMO_DATA: os dados de demonstração não podem ser carregados numa instalação real; remova a variável ou use false.');
  if (env.ALLOW_PRIVATE_OUTBOUND) problems.push('ALLOW_PRIVATE_OUTBOUND: só para testes locais; numa instalação real o servidor nunca acessa endereços internos.');
  if (env.NODE_ENV === 'test') problems.push('NODE_ENV: "test" liga rotas de teste (expirar grupos à força); use production.');
  return problems;
}

/** Parses an environment (process.env by default); empty strings count as unset. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const env = { ...result.data, SEED_DEMO_DATA: result.data.SEED_DEMO_DATA ?? result.data.JUNTAI_MODE === 'demo' };
  const missing = missingProviderSettings(env);
  if (missing.length > 0) {
    throw new EnvError(`Configuração inválida:\n${missing.map((name) => `  ${name}: obrigatório com PAYMENT_PROVIDER=${env.PAYMENT_PROVIDER}`).join('\n')}`);
  }
  const problems = liveModeProblems(env, { webhookSecretGenerated: usesGeneratedWebhookSecret(env), mailFromGiven: cleaned.MAIL_FROM !== undefined });
  if (problems.length > 0) {
    throw new EnvError(`JUNTAI_MODE=live, mas esta instalação não é segura para dinheiro de verdade:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  return env;
}
