import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { BackupError } from '../db/embedded-backup.ts';
import { type Env, EnvError, loadEnv } from '../env.ts';

/**
 * Runs a DATA_DIR command (backup, restore): an expected refusal is printed as its Portuguese
 * message alone, anything else with its stack; either way the exit code is 1.
 */
export function runDataDirCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const expected = error instanceof BackupError || error instanceof DataDirLockedError || error instanceof EnvError;
    console.error(expected ? `✗ ${error.message}` : error);
    process.exit(1);
  });
}

/**
 * The file a DATA_DIR command (`npm run NAME -- FILE`) was given and the environment it runs in. Only the
 * embedded database lives in DATA_DIR: with DATABASE_URL set, the command refuses and says what to run instead.
 */
export function dataDirCommandInput(name: string, postgresInstead: string): { file: string; env: Env } {
  const file = process.argv[2];
  if (!file) throw new BackupError(`Uso: npm run ${name} -- ARQUIVO.tar.gz`);
  const env = loadEnv({ ...process.env, LOG_LEVEL: 'silent', JOBS_ENABLED: 'false' });
  if (env.DATABASE_URL) throw new BackupError(`DATABASE_URL aponta para um PostgreSQL: ${postgresInstead} (docs/deploy.md, "Backup and restore").`);
  return { file, env };
}
