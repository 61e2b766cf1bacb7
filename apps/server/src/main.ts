import { buildApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDatabase } from './db/seed/index.ts';
import { EnvError, loadEnv } from './env.ts';

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

  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await migrateToLatest(database.db);
  await seedDatabase(database.db, { demo: env.SEED_DEMO_DATA });

  const app = await buildApp({ database, env, serveWeb: true });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const where = database.engine === 'pglite' ? `PGlite em ${env.DATA_DIR}` : 'PostgreSQL';
  app.log.info(`Juntaí pronto em ${env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`} (${where})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
