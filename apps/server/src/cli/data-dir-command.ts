import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { BackupError } from '../db/embedded-backup.ts';
import { type Env, EnvError, loadEnv } from '../env.ts';

/**
 * Runs `npm run NAME -- FILE` on DATA_DIR (backup, restore). Only the embedded database lives there: with
 * DATABASE_URL set, it refuses and says what to run instead. An expected refusal is printed as its
 * Portuguese message alone, anything else with its stack; either way the exit code is 1.
 */
export function runDataDirCommand(name: string, postgresInstead: string, work: (file: string, env: Env) => Promise<void>): void {
  const run = async () => {
    const file = process.argv[2];
    if (!file) throw new BackupError(`Uso: npm run ${name} -- ARQUIVO.tar.gz`);
    const env = loadEnv({ ...process.env, LOG_LEVEL: 'silent', JOBS_ENABLED: 'false' });
    if (env.DATABASE_URL) throw new BackupError(`DATABASE_URL aponta para um PostgreSQL: ${postgresInstead} (docs/deploy.md, "Backup and restore").`);
    await work(file, env);
  };
  run().catch((error: unknown) => {
    const expected = error instanceof BackupError || error instanceof DataDirLockedError || error instanceof EnvError;
    console.error(expected ? `✗ ${error.message}` : error);
    process.exit(1);
  });
}
