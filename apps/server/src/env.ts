import { z } from 'zod';

/**
 * The only reader of process.env. Every setting is validated at start; a bad value stops the
 * process with a message that names the variable and what is wrong with it.
 */
const optionalUrl = z.string().trim().url().optional();
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z.string().trim().regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// ou postgresql://').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_BASE_URL: optionalUrl,
  SMTP_URL: z.string().trim().regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://').optional(),
  MAIL_FROM: z.string().trim().min(3).default('Juntaí <nao-responda@juntai.com.br>'),
  PAYMENT_PROVIDER: z.enum(['simulated']).default('simulated'),
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
  SUPER_ADMIN_EMAIL: z.string().trim().email().optional(),
  SUPER_ADMIN_PASSWORD: z.string().min(8).optional(),
  WEB_DIST_DIR: z.string().trim().min(1).optional(),
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses an environment (process.env by default); empty strings count as unset. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  return result.data;
}
