import { spawnSync } from 'node:child_process';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** Answers outside 2xx/3xx plus socket errors and timeouts. */
  errors: number;
  count: number;
}

/** wrk prints durations as 812.00us, 1.71ms or 1.20s. */
function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!match) return Number.NaN;
  const n = Number(match[1]);
  return { us: n / 1000, ms: n, s: n * 1000, m: n * 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
}

export function hasWrk(): boolean {
  return spawnSync('sh', ['-c', 'command -v wrk'], { stdio: 'ignore' }).status === 0;
}

/** Installs Debian's wrk when missing and we may (root with apt); false when still unavailable. */
export function ensureWrk(): boolean {
  if (hasWrk()) return true;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (process.getuid?.() !== 0 || !hasApt) return false;
  console.log('› wrk ausente: instalando o pacote Debian "wrk"…');
  spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk'], { stdio: 'inherit' });
  return hasWrk();
}

/** One wrk run (one thread, `connections` keep-alive connections) against a URL. */
export function runWrk(url: string, options: { seconds: number; connections: number; headers?: Record<string, string> }): LoadResult {
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const r = spawnSync('wrk', ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--timeout', '10s', '--latency', ...headerArgs, url], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`wrk falhou: ${r.stderr}`);
  const out = r.stdout;
  const pick = (re: RegExp) => re.exec(out)?.[1];
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    rps: Number(pick(/Requests\/sec:\s+([\d.]+)/)),
    p50: toMs(pick(/^\s+50%\s+(\S+)/m) ?? ''),
    p99: toMs(pick(/^\s+99%\s+(\S+)/m) ?? ''),
    errors: Number(pick(/Non-2xx or 3xx responses: (\d+)/) ?? 0) + socketErrors,
    count: Number(pick(/(\d+) requests in/)),
  };
}
