import { mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { formatDateTime } from '@juntai/domain';

/**
 * PGlite runs PostgreSQL inside this process and takes no lock of its own: two processes on one data
 * directory would both write it and corrupt it. So the first process writes DATA_DIR/juntai.lock
 * (its pid, host and start time, and where it answers backups) and every other one refuses to start
 * while that process lives. A lock left by a process that died on this host (its pid no longer runs)
 * is taken over. See ADR 0045.
 */
export const LOCK_FILE = 'juntai.lock';

export interface LockHolder {
  pid: number;
  host: string;
  /** ISO time the holder took the lock. */
  since: string;
  /** The Unix socket where the holder answers `npm run backup` (embedded-backup.ts), if it serves one. */
  backupSocket?: string;
}

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string, readonly holder: LockHolder) {
    super(lockedMessage(dataDir, holder));
  }
}

export interface DataDirLock {
  readonly holder: LockHolder;
  /** Records where this process answers backups, for `npm run backup` to find. */
  announceBackupSocket(path: string): void;
  release(): void;
}

function lockedMessage(dataDir: string, holder: LockHolder): string {
  const since = Number.isNaN(Date.parse(holder.since)) ? holder.since : formatDateTime(holder.since);
  const sameHost = holder.host === hostname();
  return [
    `O banco de dados embutido em ${resolve(dataDir)} já está em uso por outro processo: pid ${holder.pid} no host ${holder.host}, desde ${since} (horário de Brasília).`,
    'Dois processos no mesmo DATA_DIR corrompem o banco. Pare o outro processo, ou use outro DATA_DIR.',
    sameHost
      ? `Se esse processo não for o Juntaí, apague ${join(resolve(dataDir), LOCK_FILE)} e tente de novo.`
      : `Se o host ${holder.host} não usa mais este diretório, apague ${join(resolve(dataDir), LOCK_FILE)} e tente de novo.`,
  ].join('\n');
}

/** Reads the lock's holder, or undefined when there is no lock (or an unreadable one, which nobody holds). */
export function readLockHolder(dataDir: string): LockHolder | undefined {
  let text: string;
  try {
    text = readFileSync(join(dataDir, LOCK_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const holder = JSON.parse(text) as Partial<LockHolder>;
    if (typeof holder.pid === 'number' && typeof holder.host === 'string' && typeof holder.since === 'string') return holder as LockHolder;
  } catch {
    // A lock cut short by a crash while it was written: nobody holds it.
  }
  return undefined;
}

/**
 * True while the holder may still run. Only a process on this host can be checked; one elsewhere (a
 * network disk) is assumed alive. Our own pid in a lock is a previous life of this process (a
 * container's pid 1 after a restart), never a live other process.
 */
export function holderIsAlive(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes DATA_DIR's lock for this process, or throws DataDirLockedError naming the live holder. */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  let holder: LockHolder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  // A few rounds: another process may take over the same stale lock at the same moment.
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(path, JSON.stringify(holder), { flag: 'wx', mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
    }
    const current = readLockHolder(dataDir);
    if (current && holderIsAlive(current)) throw new DataDirLockedError(dataDir, current);
    try {
      unlinkSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const ours = () => {
    const current = readLockHolder(dataDir);
    return current?.pid === holder.pid && current.since === holder.since && current.host === holder.host;
  };
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (ours()) unlinkSync(path);
  };
  // A process that exits without closing its database (process.exit on a failed start) leaves no lock.
  process.on('exit', release);
  return {
    get holder() {
      return holder;
    },
    announceBackupSocket(socket: string) {
      if (released || !ours()) return;
      holder = { ...holder, backupSocket: socket };
      // Renamed into place: a process reading the lock meanwhile sees the old holder or the new, never half a file.
      writeFileSync(`${path}.${process.pid}`, JSON.stringify(holder), { mode: 0o600 });
      renameSync(`${path}.${process.pid}`, path);
    },
    release,
  };
}
