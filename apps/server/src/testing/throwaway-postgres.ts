import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closedPort } from './closed-port.ts';

/** Where Debian puts the PostgreSQL server binaries; PG_BIN overrides it. */
export function findPostgresBin(): string | undefined {
  const candidates = [process.env.PG_BIN, '/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'];
  return candidates.find((dir) => dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres')));
}

export interface ThrowawayPostgres {
  /** Over TCP on 127.0.0.1. */
  url: string;
  /** The same server through its Unix socket: no TCP stack on either side, the cheaper way from the same host. */
  socketUrl: string;
  /** The postmaster's process id (its backends are its children), for the benchmark's CPU accounting. */
  postmasterPid(): number;
  stop(): Promise<void>;
}

const isRoot = () => process.getuid?.() === 0;

/** initdb and postgres refuse to run as root, so as root they run as the `postgres` user. */
function commandFor(bin: string, args: string[]): [string, string[]] {
  if (!isRoot()) return [bin, args];
  const quoted = [bin, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  return ['su', ['postgres', '-s', '/bin/sh', '-c', `exec ${quoted}`]];
}

/**
 * Starts a PostgreSQL cluster for tests only: in a temporary directory, on 127.0.0.1 and a free port,
 * without durability (fsync off), removed again by stop().
 */
export async function startThrowawayPostgres(binDir: string): Promise<ThrowawayPostgres> {
  const root = mkdtempSync(join(tmpdir(), 'juntai-pg-'));
  const dataDir = join(root, 'data');
  if (isRoot()) {
    chmodSync(root, 0o777);
    execFileSync('chown', ['postgres', root]);
  }
  const [initCmd, initArgs] = commandFor(join(binDir, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  execFileSync(initCmd, initArgs, { stdio: 'pipe' });
  const port = await closedPort();
  const [pgCmd, pgArgs] = commandFor(join(binDir, 'postgres'), [
    '-D', dataDir, '-k', dataDir, '-h', '127.0.0.1', '-p', String(port),
    '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200',
  ]);
  const child: ChildProcess = spawn(pgCmd, pgArgs, { stdio: ['ignore', 'ignore', 'pipe'], detached: false });
  let log = '';
  child.stderr?.on('data', (chunk) => { log += String(chunk); });
  const ready = await waitUntilReady(port, child);
  if (!ready) {
    child.kill('SIGKILL');
    rmSync(root, { recursive: true, force: true });
    throw new Error(`PostgreSQL de teste não iniciou:\n${log}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // node-postgres takes the socket's directory from `host`; the port names the socket file.
    socketUrl: `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(dataDir)}`,
    // As root the child is `su`; the postmaster writes its own id on the first line of postmaster.pid.
    postmasterPid: () => Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGINT'); // fast shutdown
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}

async function waitUntilReady(port: number, child: ChildProcess): Promise<boolean> {
  const { default: pg } = await import('pg');
  for (let attempt = 0; attempt < 150; attempt++) {
    if (child.exitCode !== null) return false;
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    try {
      await client.connect();
      await client.end();
      return true;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return false;
}
