import { resolve } from 'node:path';
import { restoreDataDir } from '../db/embedded-backup.ts';
import { dataDirCommandInput, runDataDirCommand } from './data-dir-command.ts';

/** `npm run restore -- FILE`: restores a backup from `npm run backup` into an empty DATA_DIR (ADR 0045). */
async function main(): Promise<void> {
  const { file, env } = dataDirCommandInput('restore', 'restaure com pg_restore');
  await restoreDataDir(env.DATA_DIR, resolve(file));
  console.log(`✓ Backup ${resolve(file)} restaurado em ${resolve(env.DATA_DIR)}. Inicie o servidor com este DATA_DIR.`);
}

runDataDirCommand(main);
