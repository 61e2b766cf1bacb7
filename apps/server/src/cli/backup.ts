import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase } from '../db/database.ts';
import { DataDirLockedError, holderIsAlive, readLockHolder } from '../db/data-dir-lock.ts';
import { BackupError, backupFromServer, backupHeld } from '../db/embedded-backup.ts';
import { runDataDirCommand } from './data-dir-command.ts';

/**
 * `npm run backup -- FILE`: a consistent backup of the embedded database and its uploaded images
 * (ADR 0045). While a server runs on DATA_DIR, that server writes it (nothing else may open the
 * directory); when none runs, this process opens the database itself.
 */
runDataDirCommand('backup', 'faça o backup com pg_dump e copie DATA_DIR/uploads', async (file, env) => {
  const target = resolve(file);
  const holder = readLockHolder(env.DATA_DIR);
  if (holder && holderIsAlive(holder)) {
    if (!holder.backupSocket) throw new DataDirLockedError(env.DATA_DIR, holder);
    await backupFromServer(holder.backupSocket, target);
  } else {
    if (!existsSync(join(env.DATA_DIR, 'PG_VERSION'))) throw new BackupError(`Não há banco de dados em DATA_DIR (${resolve(env.DATA_DIR)}).`);
    const database = await openDatabase({ dataDir: env.DATA_DIR });
    try {
      if (!database.embedded) throw new Error('PGlite on DATA_DIR opened without its lock');
      await backupHeld(database.embedded, target);
    } finally {
      await database.close();
    }
  }
  const megabytes = (statSync(target).size / 1_048_576).toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  console.log(`✓ Backup gravado em ${target} (${megabytes} MB): banco de dados e imagens enviadas.`);
});
