import { buildApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { serveBackups } from './db/embedded-backup.ts';
import { migrateToLatest } from './db/migrate.ts';
import { hasDemoData, seedDatabase } from './db/seed/index.ts';
import { EnvError, loadEnv, usesGeneratedWebhookSecret } from './env.ts';
import { startBackgroundJobs, type BackgroundJobs } from './jobs/index.ts';
import { bootstrapOperator } from './services/auth/first-operator.ts';
import { DEMO_BOOT_WARNING, demoDataProblem, isDemo } from './mode.ts';

/** Starts Juntaí: validates the configuration, migrates and seeds the database, serves API and web. */
async function main(): Promise<void> {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let database;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: env.DATABASE_POOL_SIZE });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await migrateToLatest(database.db);
  await seedDatabase(database.db, { demo: env.SEED_DEMO_DATA });
  const dataProblem = isDemo(env) ? undefined : demoDataProblem(await hasDemoData(database.db));
  if (dataProblem) {
    console.error(`JUNTAI_MODE=live, mas esta instalação não é segura para dinheiro de verdade:\n  - ${dataProblem}`);
    await database.close();
    process.exit(1);
  }

  const app = await buildApp({ database, env, serveWeb: true });
  // `npm run backup` asks this process, the only one that may read DATA_DIR (ADR 0045).
  const backups = database.embedded && (await serveBackups(database.embedded));
  const { setupLink } = await bootstrapOperator(app.ctx);
  let jobs: BackgroundJobs | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    closing = true;
    app.log.info(`${signal}: shutting down`);
    // Jobs first (they wait for the run in progress), then the server (ends live streams), then the database.
    await jobs?.stop();
    await app.close();
    await backups?.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  // JOBS_ENABLED=false lets an instance serve requests only; the others share the jobs through advisory locks.
  if (env.JOBS_ENABLED && !closing) {
    jobs = startBackgroundJobs(app.ctx, app.log);
    app.readiness.watchJobs(jobs.runner);
  }
  if (isDemo(env)) app.log.warn(DEMO_BOOT_WARNING);
  if (usesGeneratedWebhookSecret(env)) {
    app.log.warn('PAYMENT_WEBHOOK_SECRET não definido: usando um segredo aleatório deste processo. Defina-o (o mesmo em todas as instâncias) antes de usar um provedor de pagamento real.');
  }
  const where = database.engine === 'pglite' ? `PGlite em ${env.DATA_DIR}` : 'PostgreSQL';
  app.log.info(`Juntaí pronto em ${env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`} (${where})`);
  // Through the log rather than console.log: the log's lines reach the terminal later (pino-pretty's worker),
  // and the one thing a newcomer must act on belongs last, after the address, not above the server's lines.
  // A warning: an installation nobody can administer yet needs acting on, and LOG_LEVEL=warn still shows it.
  if (setupLink) {
    app.log.warn(`Nenhum operador cadastrado ainda. Crie o primeiro (link de uso único, vale 1 hora):\n  ${setupLink}\n  Ou: npm run admin:create`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
