/**
 * `npm run bench`: the real server (its build, `apps/server/dist/main.js`, as `npm start` runs it) on a fresh PGlite
 * data directory and again on a throwaway PostgreSQL, a Fastify `/ping` in its own process as the
 * baseline (registered with the plugins the app keeps, answering JSON as large as the group read), and the load from other processes (wrk, bench/load.mjs, bench/sse-viewers.mjs). Prints one
 * table; every read's rate is also given as a ratio to the baseline measured just before and after it.
 *
 *   npm run bench                     full run (a few minutes)
 *   npm run bench -- --smoke          every scenario for about a second with small numbers; fails only on
 *                                     errors or unexpected statuses, never on a timing (CI)
 *   npm run bench -- --engine pglite  one engine only (pglite | postgres)
 *   npm run bench -- --viewers 2000   live viewers to open (default 10000)
 *   npm run bench -- --no-scale       without the scale scenario (100,000 groups, bench/scale.ts)
 *   npm run bench -- --scale-groups N groups of the scale scenario's big database (default 100000)
 *   npm run bench -- --pg-tcp         reach PostgreSQL over TCP loopback instead of its Unix socket
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { withDatabase } from '../apps/server/src/testing/global-setup.ts';
import { findPostgresBin, startThrowawayPostgres } from '../apps/server/src/testing/throwaway-postgres.ts';
import { cpuMsOfTree } from './lib/cpu.ts';
import { buildApp, children, fmt, freePort, node as nodeIn, nodeJson, startServer, stop, waitForHttp } from './lib/processes.ts';
import { payerAddress, payerEmail } from './lib/people.ts';
import { ensureWrk, type LoadResult, runWrk } from './lib/wrk.ts';
import { measureScale } from './scale.ts';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const smoke = flag('smoke');
const pgTransport = flag('pg-tcp') ? 'TCP' : 'Unix socket';
const engines = (option('engine')?.split(',') ?? ['pglite', 'postgres']) as Array<'pglite' | 'postgres'>;
const sizes = smoke
  ? { seconds: 1, connections: 5, warmGroups: 2, cardGroups: 3, pixGroups: 2, racers: 10, viewers: 50, viewersPerProcess: 50, scale: [100, 1_000] as [number, number] }
  : {
    seconds: 5, connections: 50, warmGroups: 100, cardGroups: 100, pixGroups: 50, racers: 50, viewers: Number(option('viewers') ?? 10_000), viewersPerProcess: 5_000,
    scale: [1_000, Number(option('scale-groups') ?? 100_000)] as [number, number],
  };

const work = mkdtempSync(join(tmpdir(), 'juntai-bench-'));
const node = (script: string[], env: Record<string, string>, logName: string, ipc = false): ChildProcess => nodeIn(work, script, env, logName, ipc);
const problems: string[] = [];

interface Row {
  scenario: string;
  engine: string;
  rps?: number;
  p50?: number;
  p99?: number;
  ratio?: number;
  notes: string;
}
const rows: Row[] = [];

function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

function record(scenario: string, engine: string, result: LoadResult, baseline: number | undefined, notes = '') {
  rows.push({ scenario, engine, rps: result.rps, p50: result.p50, p99: result.p99, ratio: baseline ? result.rps / baseline : undefined, notes });
  if (result.errors > 0) problems.push(`${scenario} (${engine}): ${result.errors} erros ou respostas fora de 2xx`);
}

/** GET throughput: wrk when available (installed from Debian if missing), else bench/load.mjs. */
async function measureGet(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  if (!smoke) runWrk(url, { seconds: 1, connections: sizes.connections, headers }); // warm-up: JIT, caches
  if (useWrk) return runWrk(url, { seconds: sizes.seconds, connections: sizes.connections, headers });
  const { origin, pathname, search } = new URL(url);
  const r = await runLoad(origin, [{ path: pathname + search, headers }], { seconds: sizes.seconds });
  return { ...r, errors: r.errors + Object.entries(r.statuses).filter(([s]) => !s.startsWith('2')).reduce((n, [, c]) => n + c, 0) };
}

interface LoadRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** What bench/load.mjs prints; `startedAt` is when its clock started, in milliseconds since the epoch. */
type LoadOutput = LoadResult & { statuses: Record<string, number>; seconds: number; cpuMs: number; startedAt: number };

async function runLoad(base: string, requests: LoadRequest[], options: { connections?: number; seconds?: number } = {}): Promise<LoadOutput> {
  const jobFile = join(work, `job-${randomUUID()}.json`);
  writeFileSync(jobFile, JSON.stringify({ base, connections: options.connections ?? sizes.connections, requests, seconds: options.seconds }));
  const child = node(['bench/load.mjs', jobFile], {}, 'load');
  let out = '';
  child.stdout?.on('data', (chunk) => (out += chunk));
  await new Promise((resolve) => child.once('exit', resolve));
  if (child.exitCode !== 0) throw new Error(`bench/load.mjs falhou; veja ${work}/load.log`);
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}');
}

/**
 * What one join cost the host's CPU (user + system, from /proc): the server, PostgreSQL's processes
 * and the load generator. Throughput cannot pass the host's cores divided by their sum, whatever the
 * code does with its time; the notes say that ceiling beside each join figure. It is an upper bound:
 * on PGlite the database runs inside the server, mostly on the server's one JavaScript thread.
 */
function joinCpu(r: LoadOutput, before: CpuSoFar, after: CpuSoFar, engine: string): string {
  const perJoin = (ms: number) => ms / Math.max(1, r.count);
  const server = perJoin(after.server - before.server);
  const database = perJoin(after.database - before.database);
  const load = perJoin(r.cpuMs);
  const cores = availableParallelism();
  const ceiling = (cores * 1000) / (server + database + load);
  const parts = [`server ${server.toFixed(2)}`, ...(engine === 'postgres' ? [`PostgreSQL ${database.toFixed(2)}`] : []), `load generator ${load.toFixed(2)}`];
  return `CPU a join: ${parts.join(' + ')} ms, so ${cores} cores cap it at ${fmt(ceiling)}/s`;
}

/** CPU time (ms) the server and PostgreSQL's processes had used at one moment. */
interface CpuSoFar {
  server: number;
  database: number;
}

interface Fixture {
  read: string;
  warm: string[];
  card: string[];
  pix: string[];
  race: string;
  live: string;
  quotas: number;
}

const joinRequest = (linkId: string, seat: number, method: 'card' | 'pix'): LoadRequest => ({
  method: 'POST',
  path: `/api/groups/${linkId}/join`,
  headers: { 'idempotency-key': randomUUID(), 'x-forwarded-for': payerAddress() },
  body: { name: `Pessoa ${seat}`, email: payerEmail(linkId, seat), whatsapp: '11912345678', payment_method: method, installments: 1 },
});

/** Every free seat (2…quotas) of every group, interleaved so that concurrent joins hit different groups. */
function spreadJoins(groups: string[], quotas: number, method: 'card' | 'pix'): LoadRequest[] {
  const list: LoadRequest[] = [];
  for (let seat = 2; seat <= quotas; seat++) for (const linkId of groups) list.push(joinRequest(linkId, seat, method));
  return list;
}

async function liveViewers(base: string, fixture: Fixture, engine: string, serverPid: number | undefined): Promise<void> {
  const url = `${base}/api/groups/${fixture.live}/events`;
  const processes = Math.ceil(sizes.viewers / sizes.viewersPerProcess);
  const clients = Array.from({ length: processes }, (_, i) => {
    const count = Math.min(sizes.viewersPerProcess, sizes.viewers - i * sizes.viewersPerProcess);
    return node(['bench/sse-viewers.mjs', url, String(count), String(i * sizes.viewersPerProcess)], {}, `viewers-${i}`, true);
  });
  const opened = await Promise.all(clients.map((c) => new Promise<{ opened: number; failed: number }>((resolve, reject) => {
    c.once('exit', () => reject(new Error(`cliente SSE saiu antes de abrir; veja ${work}`)));
    c.on('message', (m: any) => m.type === 'opened' && resolve(m));
  })));
  const open = opened.reduce((n, o) => n + o.opened, 0);
  const failedToOpen = opened.reduce((n, o) => n + o.failed, 0);
  const rssOpen = rssMb(serverPid);

  const results = clients.map((c) => new Promise<{ times: Array<number | null>; failed: number }>((resolve) => {
    c.on('message', (m: any) => m.type === 'result' && resolve(m));
  }));
  for (const c of clients) c.send({ type: 'watch', paid: 2 });
  const paid = await runLoad(base, [joinRequest(fixture.live, 2, 'card')], { connections: 1 });
  // From the moment the payment was sent: starting the load generator's process is not the server's time.
  const t0 = paid.startedAt;
  const timeout = setTimeout(() => clients.forEach((c) => c.send({ type: 'report' })), 30_000);
  const all = await Promise.all(results);
  clearTimeout(timeout);
  const rssAfter = rssMb(serverPid);
  for (const c of clients) c.send({ type: 'close' });

  const delays = all.flatMap((r) => r.times).filter((t): t is number => t !== null).map((t) => t - t0).sort((a, b) => a - b);
  const at = (q: number) => delays[Math.min(delays.length - 1, Math.ceil(delays.length * q) - 1)] ?? Number.NaN;
  const reached = delays.length;
  rows.push({
    scenario: `live viewers (SSE), ${open} open`, engine, p50: at(0.5), p99: at(0.99),
    notes: `payment → 99% of viewers ${at(0.99).toFixed(0)} ms (all ${delays.at(-1)?.toFixed(0)} ms); server RSS ${rssOpen.toFixed(0)} MB open, ${rssAfter.toFixed(0)} MB after; idle viewers send 0 requests (5 s polling: ${(open / 5).toFixed(0)} req/s)`,
  });
  if (failedToOpen > 0) problems.push(`live viewers (${engine}): ${failedToOpen} streams não abriram`);
  if (reached < open) problems.push(`live viewers (${engine}): o pagamento chegou a ${reached} de ${open} viewers`);
  if (paid.statuses['201'] !== 1) problems.push(`live viewers (${engine}): o pagamento respondeu ${JSON.stringify(paid.statuses)}`);
}

async function benchEngine(engine: 'pglite' | 'postgres', baselineUrl: string): Promise<void> {
  let databaseEnv: Record<string, string>;
  let pgStop: (() => Promise<void>) | undefined;
  // CPU time PostgreSQL's processes used so far (0 on PGlite, whose database runs in the server).
  let databaseCpuMs = () => 0;
  let newDatabase: (name: string) => Promise<Record<string, string>>;
  if (engine === 'pglite') {
    databaseEnv = { DATA_DIR: join(work, 'pglite-data') };
    newDatabase = async (name) => ({ DATA_DIR: join(work, `pglite-${name}`) });
  } else {
    const bin = findPostgresBin();
    if (!bin) {
      const why = 'PostgreSQL: binários não encontrados (PG_BIN ou apt-get install postgresql)';
      // As scripts/test.mjs: skipped loudly, or a failure where PostgreSQL is required (CI).
      if (process.env.REQUIRE_POSTGRES === '1') problems.push(why);
      else console.warn(`⚠ ${why}: PostgreSQL PULADO`);
      return;
    }
    const cluster = await startThrowawayPostgres(bin);
    // On the same host through the Unix socket, as docs/deploy.md advises: over TCP loopback each
    // statement's write also runs PostgreSQL's side of the TCP stack in the server's own system calls.
    const pgUrl = pgTransport === 'TCP' ? cluster.url : cluster.socketUrl;
    pgStop = cluster.stop;
    databaseCpuMs = () => cpuMsOfTree(cluster.postmasterPid());
    databaseEnv = { DATABASE_URL: pgUrl };
    newDatabase = async (name) => {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`create database ${name}`);
      await client.end();
      return { DATABASE_URL: withDatabase(pgUrl, name) };
    };
  }
  try {
    console.log(`› ${engine}: preparando o banco…`);
    const fixture = await nodeJson<Fixture>(work, ['--import', 'tsx', 'bench/prepare.ts'], {
      ...databaseEnv, BENCH_WARM_GROUPS: String(sizes.warmGroups), BENCH_CARD_GROUPS: String(sizes.cardGroups), BENCH_PIX_GROUPS: String(sizes.pixGroups),
    }, `prepare-${engine}`);

    const { child: server, base } = await startServer(work, databaseEnv, `server-${engine}`);
    const cpuSoFar = (): CpuSoFar => ({ server: cpuMsOfTree(server.pid!), database: databaseCpuMs() });
    console.log(`› ${engine}: medindo…`);
    try {
      // The bare route is measured before and after each read, and each read is compared with the mean of
      // the two around it: the host's speed drifts within a run (the server's first seconds, other
      // processes), and one baseline at the start made the ratios move with it.
      // The baseline answers JSON as large as the group read's (bench/baseline-server.mjs).
      const readBytes = (await (await fetch(`${base}/api/groups/${fixture.read}`)).arrayBuffer()).byteLength;
      const sameSized = `${baselineUrl}?bytes=${readBytes}`;
      const baselines = [await measureGet(sameSized)];
      const againstBaseline = async (scenario: string, url: string, headers: Record<string, string> = {}, notes = '') => {
        const result = await measureGet(url, headers);
        const after = await measureGet(sameSized);
        record(scenario, engine, result, (baselines.at(-1)!.rps + after.rps) / 2, notes);
        baselines.push(after);
      };
      const baselineRow = rows.push({ scenario: `Fastify /ping, kept plugins, ${readBytes} B JSON (baseline)`, engine, notes: '' }) - 1;
      await againstBaseline('GET /api/groups/{linkId}', `${base}/api/groups/${fixture.read}`, {}, '10 quotas: 4 paid, 2 PIX pending');
      await againstBaseline('GET /api/groups/{linkId} (phone)', `${base}/api/groups/${fixture.read}`, { 'accept-encoding': 'gzip, deflate, br' }, 'Accept-Encoding: gzip, deflate, br, as a phone asks (answered gzip)');
      await againstBaseline('GET /g/{linkId} (HTML drawn by React, kept 1 s)', `${base}/g/${fixture.read}`);
      await againstBaseline('GET /api/health', `${base}/api/health`);
      const rates = baselines.map((b) => b.rps);
      const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
      rows[baselineRow] = {
        ...rows[baselineRow]!, rps: mean(rates), p50: mean(baselines.map((b) => b.p50)), p99: Math.max(...baselines.map((b) => b.p99)), ratio: 1,
        notes: `mean of ${rates.length} runs around the reads (${rates.map((r) => Math.round(r / 1000)).join(', ')}k/s); each read against the two beside it`,
      };
      for (const b of baselines) if (b.errors > 0) problems.push(`baseline /ping (${engine}): ${b.errors} erros ou respostas fora de 2xx`);

      // Warm-up, not measured: half of the warm groups' seats by card, half by PIX, as a running server
      // has already compiled and prepared the join's code and statements (the GET scenarios warm up too).
      const half = Math.ceil(fixture.warm.length / 2);
      const warm = await runLoad(base, [...spreadJoins(fixture.warm.slice(0, half), fixture.quotas, 'card'), ...spreadJoins(fixture.warm.slice(half), fixture.quotas, 'pix')]);
      if (warm.statuses['201'] !== warm.count || warm.errors) problems.push(`joins de aquecimento (${engine}): ${JSON.stringify(warm.statuses)}, ${warm.errors} erros de rede`);

      for (const method of ['card', 'pix'] as const) {
        const groups = method === 'card' ? fixture.card : fixture.pix;
        const cpuBefore = cpuSoFar();
        const r = await runLoad(base, spreadJoins(groups, fixture.quotas, method));
        const cpuAfter = cpuSoFar();
        const created = r.statuses['201'] ?? 0;
        rows.push({
          scenario: `POST …/join (${method}, ${groups.length} groups × ${fixture.quotas - 1} seats)`, engine,
          rps: r.rps, p50: r.p50, p99: r.p99,
          notes: `${created} joins in ${r.seconds.toFixed(1)} s, ${sizes.connections} concurrent; ${joinCpu(r, cpuBefore, cpuAfter, engine)}`,
        });
        if (created !== r.count || r.errors) problems.push(`joins ${method} (${engine}): ${JSON.stringify(r.statuses)}, ${r.errors} erros de rede`);
      }

      // The deadline: `racers` people at once for the last two seats; exactly two may win.
      const racers = Array.from({ length: sizes.racers }, (_, i) => joinRequest(fixture.race, fixture.quotas - (i % 2), 'card'));
      const race = await runLoad(base, racers, { connections: sizes.racers });
      rows.push({
        scenario: `POST …/join race: ${sizes.racers} for the last 2 seats`, engine, rps: race.rps, p50: race.p50, p99: race.p99,
        notes: `answers ${Object.entries(race.statuses).map(([s, n]) => `${n}×${s}`).join(', ')} in ${(race.seconds * 1000).toFixed(0)} ms`,
      });
      if (race.statuses['201'] !== 2 || race.statuses['409'] !== sizes.racers - 2 || race.errors) {
        problems.push(`corrida (${engine}): esperado 2×201 e ${sizes.racers - 2}×409, veio ${JSON.stringify(race.statuses)}`);
      }

      await liveViewers(base, fixture, engine, server.pid);
    } finally {
      await stop(server);
    }
    if (!flag('no-scale')) {
      const scale = await measureScale({
        engine, work, sizes: sizes.scale, seconds: sizes.seconds, connections: Math.min(20, sizes.connections), newDatabase, runLoad,
      });
      for (const row of scale.rows) rows.push({ scenario: row.scenario, engine, p99: row.p99, notes: row.notes });
      problems.push(...scale.problems);
    }
  } finally {
    await pgStop?.();
  }
}

function printTable(): void {
  const lines = [
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, Node ${process.version}; load: ${useWrk ? `wrk -t1 -c${sizes.connections} -d${sizes.seconds}s` : 'bench/load.mjs'}; PostgreSQL over ${pgTransport}; ${new Date().toISOString()}${smoke ? ' (smoke: tiny numbers, timings meaningless)' : ''}`,
    '',
    '| scenario | engine | req/s | p50 ms | p99 ms | × baseline | notes |',
    '|---|---|---:|---:|---:|---:|---|',
    ...rows.map((r) => `| ${r.scenario} | ${r.engine} | ${fmt(r.rps)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${r.ratio === undefined ? '' : `${fmt(r.ratio, 2)}×`} | ${r.notes} |`),
  ];
  console.log(`\n${lines.join('\n')}\n`);
  mkdirSync('.tmp/bench', { recursive: true });
  writeFileSync('.tmp/bench/last-table.md', lines.join('\n'));
}

let useWrk = false;

async function main(): Promise<void> {
  buildApp();
  useWrk = ensureWrk();
  if (!useWrk) console.warn('⚠ wrk indisponível: usando bench/load.mjs (Node) para as leituras; os números saem mais baixos.');
  const baselinePort = await freePort();
  const baselineServer = node(['bench/baseline-server.mjs'], { PORT: String(baselinePort) }, 'baseline');
  const baselineUrl = `http://127.0.0.1:${baselinePort}/ping`;
  await waitForHttp(baselineUrl, baselineServer, 'o baseline', work);
  try {
    for (const engine of engines) await benchEngine(engine, baselineUrl);
  } finally {
    await stop(baselineServer);
  }
  printTable();
  if (problems.length) {
    console.error(`✗ ${problems.length} problema(s):\n  ${problems.join('\n  ')}\n  registros em ${work}`);
    process.exitCode = 1;
  } else {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch(async (error) => {
  console.error(error);
  for (const child of children) child.kill('SIGKILL');
  process.exitCode = 1;
});
