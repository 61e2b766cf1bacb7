import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../app.ts';
import { ManualClock } from './manual-clock.ts';
import { loadEnv, type Env } from '../env.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  clock: ManualClock;
  env: Env;
}

/**
 * An app on its own fresh database with a manual clock, closed after the file's tests.
 * `options.database` lets a second app instance share the first one's database.
 */
export async function createTestApp(options: {
  env?: Record<string, string>; database?: TestDatabase; clock?: ManualClock; live?: boolean;
  /** Where log lines go (with `env.LOG_LEVEL`); tests read them here. */
  logStream?: { write(line: string): void };
} = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  // Tests run local receivers (webhooks, images) on 127.0.0.1; the suites about the guard turn it back on.
  // A test app starts no background jobs (a test runs them itself), so it says so: its readiness holds.
  const parsed = loadEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test', ALLOW_PRIVATE_OUTBOUND: 'true', JOBS_ENABLED: 'false', ...options.env });
  // `live`: what a live installation does once past its boot check (loadEnv refuses simulated payments,
  // the only provider so far, so a live app can only be built here, past it, on the test's own database).
  const env: Env = options.live ? { ...parsed, JUNTAI_MODE: 'live', ALLOW_PRIVATE_OUTBOUND: false } : parsed;
  const clock = options.clock ?? new ManualClock();
  const app = await buildApp({ database, env, clock, logStream: options.logStream });
  await app.ready();
  afterAll(async () => {
    await app.close();
    if (!options.database) await database.close();
  });
  return { app, database, clock, env };
}
