import { resolve } from 'node:path';
import { restoreDataDir } from '../db/embedded-backup.ts';
import { runDataDirCommand } from './data-dir-command.ts';

/** `npm run restore -- FILE`: restores a backup from `npm run backup` into an empty DATA_DIR (ADR 0045). */
runDataDirCommand('restore', 'restaure com pg_restore', async (file, env) => {
  await restoreDataDir(env.DATA_DIR, resolve(file));
  console.log(`✓ Backup ${resolve(file)} restaurado em ${resolve(env.DATA_DIR)}. Inicie o servidor com este DATA_DIR.`);
});
