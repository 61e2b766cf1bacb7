import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Test helper: a real Juntaí server (apps/server/src/main.ts) in a child process, as production runs
 * it, so a test can SIGKILL it mid-request and start it again on the same port and database.
 */
const here = dirname(fileURLToPath(import.meta.url));
const MAIN = join(here, '..', 'main.ts');
/** Wraps the simulated provider so each of its calls is appended to a file (provider-call-log.ts). */
const PROVIDER_CALL_LOG_MODULE = join(here, 'provider-call-log.ts');

export interface ServerProcessOptions {
  /** Names the instance in its database sessions (application_name) and in failure messages. */
  name: string;
  /** Either a PostgreSQL URL, or `dataDir` for the embedded PGlite database on disk. */
  databaseUrl?: string;
  dataDir?: string;
  port: number;
  /** Extra environment (SMTP_URL, PAYMENT_WEBHOOK_SECRET…); wins over the defaults below. */
  env?: Record<string, string>;
  /** When set, every simulated provider call is appended to this file as one JSON line. */
  providerCallLog?: string;
  /** How long each simulated provider call takes once on record (a real provider's round trip). */
  providerLatencyMs?: number;
}

export interface ServerProcess {
  name: string;
  baseUrl: string;
  /** The server's own process id (it is no wrapper: node runs main.ts). */
  pid: number | undefined;
  /** stdout and stderr so far: shown when the instance fails to start or dies unasked. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, open transactions die with the connections. */
  kill9(): Promise<void>;
  /** SIGTERM, then SIGKILL if it does not stop in time. */
  stop(): Promise<void>;
  readonly exited: boolean;
  /** Settles when GET /api/health answers 200 (migrations and seed done); rejects if it never does. */
  ready: Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exitOf(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

function databaseEnv(options: ServerProcessOptions): Record<string, string> {
  if (options.dataDir) return { DATA_DIR: options.dataDir };
  if (!options.databaseUrl) throw new Error('a server process needs databaseUrl or dataDir');
  const url = new URL(options.databaseUrl);
  url.searchParams.set('application_name', options.name);
  return { DATABASE_URL: url.toString() };
}

/** Starts one instance and waits until it is ready. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const instance = launchServerProcess(options);
  await instance.ready;
  return instance;
}

/**
 * Starts one instance and answers at once: a test may kill it before it is ready (its first job runs
 * begin as soon as it listens). A kill before then rejects `ready`.
 */
export function launchServerProcess(options: ServerProcessOptions): ServerProcess {
  const database = databaseEnv(options);
  const imports = ['--import', 'tsx', ...(options.providerCallLog ? ['--import', PROVIDER_CALL_LOG_MODULE] : [])];
  const child = spawn(process.execPath, [...imports, MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(options.port),
      ...database, DATABASE_POOL_SIZE: '8', SEED_DEMO_DATA: 'true', JOBS_ENABLED: 'true',
      ...(options.providerCallLog ? { JUNTAI_PROVIDER_CALL_LOG: options.providerCallLog } : {}),
      ...(options.providerLatencyMs ? { JUNTAI_PROVIDER_LATENCY_MS: String(options.providerLatencyMs) } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => { output = (output + String(chunk)).slice(-20_000); };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = exitOf(child);
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const handle: Omit<ServerProcess, 'ready'> = {
    name: options.name,
    baseUrl,
    pid: child.pid,
    output: () => output,
    kill9: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    get exited() {
      return child.exitCode !== null || child.signalCode !== null;
    },
  };
  // Booting runs migrations and the seed on a loaded machine: be patient, but notice a death at once.
  // A new embedded data directory first runs PGlite's initdb in WebAssembly, minutes on a busy host.
  const ready = (async () => {
    const deadline = Date.now() + (options.dataDir ? 300_000 : 90_000);
    while (Date.now() < deadline) {
      if (handle.exited) throw new Error(`instance ${options.name} exited while starting:\n${output}`);
      try {
        const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
        if (res.status === 200) return;
      } catch {
        // Not listening yet.
      }
      await sleep(100);
    }
    await handle.kill9();
    throw new Error(`instance ${options.name} did not become healthy in time:\n${output}`);
  })();
  // Observed here so that a kill during boot, which the test asked for, is never an unhandled rejection.
  ready.catch(() => undefined);
  return Object.assign(handle, { ready });
}
