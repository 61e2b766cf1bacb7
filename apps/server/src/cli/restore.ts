import { resolve } from 'node:path';
import { BackupError, restoreDataDir } from '../db/embedded-backup.ts';
import { loadEnv } from '../env.ts';
import { runDataDirCommand } from './data-dir-command.ts';

/** `npm run restore -- FILE`: restores a backup from `npm run backup` into an empty DATA_DIR (ADR 0045). */
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new BackupError('Uso: npm run restore -- ARQUIVO.tar.gz');
  const env = loadEnv({ ...process.env, LOG_LEVEL: 'silent', JOBS_ENABLED: 'false' });
  if (env.DATABASE_URL) {
    throw new BackupError('DATABASE_URL aponta para um PostgreSQL: restaure com pg_restore (docs/deploy.md, "Backup and restore").');
  }
  await restoreDataDir(env.DATA_DIR, resolve(file));
  console.log(`✓ Backup ${resolve(file)} restaurado em ${resolve(env.DATA_DIR)}. Inicie o servidor com este DATA_DIR.`);
}

runDataDirCommand(main);
