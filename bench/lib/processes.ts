import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * Builds the app afresh, as `npm start` does: the server runs from apps/server/dist, serves apps/web/dist
 * and draws pages with apps/web/dist-server, and a build left from older code was once measured without a word.
 */
export function buildApp(): void {
  if (spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' }).status !== 0) throw new Error('o build do app falhou');
}

/** The child processes a bench run started: killed if the run dies. */
export const children = new Set<ChildProcess>();

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('sem porta'))));
    });
  });
}

/**
 * Runs `node …args` with its output in `<workDir>/<logName>.log` and the open-file limit raised to the
 * hard limit (10,000 live streams need as many descriptors).
 */
export function node(workDir: string, script: string[], env: Record<string, string>, logName: string, ipc = false): ChildProcess {
  const quoted = [process.execPath, ...script].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const child = spawn('sh', ['-c', `ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec ${quoted}`], {
    env: { ...process.env, ...env },
    stdio: ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(join(workDir, `${logName}.log`));
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Runs a script to its end and gives the JSON it printed last on stdout. */
export async function nodeJson<T>(workDir: string, script: string[], env: Record<string, string>, logName: string): Promise<T> {
  const child = node(workDir, script, env, logName);
  let out = '';
  child.stdout?.on('data', (chunk) => (out += chunk));
  await new Promise((resolve) => child.once('exit', resolve));
  if (child.exitCode !== 0) throw new Error(`${script.at(-1)} falhou; veja ${workDir}/${logName}.log`);
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as T;
}

export function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

export async function waitForHttp(url: string, child: ChildProcess, what: string, workDir: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await get(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} não respondeu em ${url}; veja ${workDir}`);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** The real server, as `npm start` runs it, on a free port; resolves once /api/health answers. */
export async function startServer(workDir: string, env: Record<string, string>, logName: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  // BENCH_SERVER_NODE_FLAGS="--cpu-prof --cpu-prof-dir=DIR" profiles the server through a run.
  const flags = (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = node(workDir, [...flags, '--conditions=juntai-built', 'apps/server/dist/main.js'], {
    // As `npm start` runs it (scripts/start.mjs, `npm run serve`): the build, NODE_ENV production and every
    // other setting at its default, LOG_LEVEL included (the benchmark measures what a newcomer gets).
    ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production',
  }, logName);
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/api/health`, child, 'o servidor', workDir);
  return { child, base };
}

export const fmt = (n: number | undefined, digits = 0) =>
  (n === undefined || Number.isNaN(n) ? '' : n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }));
