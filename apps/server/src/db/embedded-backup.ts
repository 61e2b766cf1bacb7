import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import type { EmbeddedDataDir } from './database.ts';
import { LOCK_FILE, lockDataDir } from './data-dir-lock.ts';

/**
 * Backups of the embedded database (ADR 0045). Only the process that holds DATA_DIR may read it, so a
 * running server answers `npm run backup` itself, on a Unix socket in a directory only its user can
 * enter (never on the public port, whatever a proxy forwards). The archive is PGlite's own dump of the
 * data directory, taken between two statements: the database files, the WAL of every commit
 * acknowledged until then, and DATA_DIR/uploads (the product images) read at the same instant.
 */
export class BackupError extends Error {}

export interface BackupEndpoint {
  socket: string;
  close(): Promise<void>;
}

/** Serves GET /backup on a private Unix socket and records it in the DATA_DIR lock. */
export async function serveBackups(embedded: EmbeddedDataDir): Promise<BackupEndpoint> {
  const dir = mkdtempSync(join(tmpdir(), 'juntai-backup-'));
  const socket = join(dir, 'backup.sock');
  const app = Fastify({ logger: false });
  app.get('/backup', async (_request, reply) => {
    const dump = await embedded.dump();
    return reply.type('application/gzip').send(Buffer.from(await dump.arrayBuffer()));
  });
  await app.listen({ path: socket });
  embedded.lock.announceBackupSocket(socket);
  return {
    socket,
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Writes through a temporary name, so FILE is either a whole backup or not there. */
async function writeAtomically(file: string, write: (partial: string) => Promise<void>): Promise<void> {
  const partial = `${file}.parcial`;
  try {
    await write(partial);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** Asks the server that holds DATA_DIR for a backup over its socket and writes it to `file`. */
export async function backupFromServer(socket: string, file: string): Promise<void> {
  await writeAtomically(file, (partial) => new Promise((resolve, reject) => {
    const req = request({ socketPath: socket, path: '/backup', method: 'GET' }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new BackupError(`O servidor recusou o backup (HTTP ${res.statusCode}); veja o log dele.`));
        return;
      }
      pipeline(res, createWriteStream(partial, { mode: 0o600 })).then(resolve, reject);
    });
    req.on('error', (error) => reject(new BackupError(`Não foi possível falar com o servidor em ${socket}: ${error.message}`)));
    req.end();
  }));
}

/** Writes a backup of a database this process holds (no server runs on DATA_DIR). */
export async function backupHeld(embedded: EmbeddedDataDir, file: string): Promise<void> {
  const dump = await embedded.dump();
  await writeAtomically(file, async (partial) => writeFile(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 }));
}

/** A volume's root may hold this even when nothing was ever written to it. */
const ALWAYS_PRESENT = new Set(['lost+found']);

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).every((name) => ALWAYS_PRESENT.has(name));
}

/**
 * Restores a backup into an empty DATA_DIR: PGlite unpacks it and starts on it once (replaying the
 * WAL to the instant of the backup), and must find the migrations table there. On any failure the
 * directory is emptied again.
 */
export async function restoreDataDir(dataDir: string, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`Arquivo de backup não encontrado: ${file}`);
  if (!isEmptyDir(dataDir)) {
    throw new BackupError(`DATA_DIR (${dataDir}) não está vazio. A restauração só grava em um diretório vazio, para nunca misturar dois bancos: aponte DATA_DIR para um diretório novo, ou mova o conteúdo atual para outro lugar.`);
  }
  const lock = lockDataDir(dataDir);
  try {
    const archive = new Blob([await readFile(file)], { type: 'application/x-gzip' });
    let pglite: PGlite | undefined;
    try {
      pglite = new PGlite(dataDir, { loadDataDir: archive });
      await pglite.waitReady;
      await pglite.query('select 1 from kysely_migration limit 1');
    } catch {
      throw new BackupError(`${file} não é um backup do Juntaí legível (esperado o arquivo .tar.gz gravado por npm run backup).`);
    } finally {
      await pglite?.close().catch(() => undefined);
    }
    // The archive carries the lock of the server it came from: nobody holds this copy.
    rmSync(join(dataDir, LOCK_FILE), { force: true });
  } catch (error) {
    for (const name of readdirSync(dataDir)) if (!ALWAYS_PRESENT.has(name)) rmSync(join(dataDir, name), { recursive: true, force: true });
    throw error;
  } finally {
    lock.release();
  }
}
