/**
 * The scale scenario of `npm run bench`: the same five requests on a database of `small` groups and on
 * one of `big` groups (10 payments each, bench/scale-load.ts), so that the p99 at 100,000 groups and
 * 1,000,000 payments can be compared with the p99 at 1,000 (target: within
 * 1.5×). The big database's hot queries are EXPLAINed into `.tmp/bench/plans-<engine>.md`.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ORGANIZER_TOKEN_HEADER } from '@juntai/contract';
import { fmt, nodeJson, startServer, stop } from './lib/processes.ts';

interface ScaleFixture {
  linkIds: string[];
  tokens: string[];
  merchantToken: string;
  operatorToken: string;
}

interface Request {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface ScaleOptions {
  engine: string;
  work: string;
  sizes: [small: number, big: number];
  seconds: number;
  connections: number;
  /** A fresh, empty database for one size (a data directory or a database of the cluster). */
  newDatabase: (name: string) => Promise<Record<string, string>>;
  runLoad: (base: string, requests: Request[], options: { connections?: number; seconds?: number }) => Promise<{ p99: number; statuses: Record<string, number>; errors: number; count: number }>;
}

export interface ScaleRow {
  scenario: string;
  p99: number;
  notes: string;
}

const ENDPOINTS = ['GET /api/groups/{linkId}', 'POST /api/groups/{linkId}/join', 'GET /api/dashboard/groups', 'GET /api/admin/groups', 'GET /api/super-admin/dashboard'] as const;
type Endpoint = (typeof ENDPOINTS)[number];

function requestsFor(endpoint: Endpoint, f: ScaleFixture): Request[] {
  switch (endpoint) {
    case 'GET /api/groups/{linkId}':
      return f.linkIds.map((linkId) => ({ path: `/api/groups/${linkId}` }));
    case 'POST /api/groups/{linkId}/join':
      return MEASURED_JOINERS.flatMap((name) => joinsBy(name, f));
    case 'GET /api/dashboard/groups':
      // A shopper's phone holds the tokens of the few groups it organised.
      return f.tokens.map((_, i) => ({ path: '/api/dashboard/groups', headers: { [ORGANIZER_TOKEN_HEADER]: f.tokens.slice(i, i + 5).join(',') } }));
    case 'GET /api/admin/groups':
      return [{ path: '/api/admin/groups?limit=20', headers: { authorization: `Bearer ${f.merchantToken}` } }];
    case 'GET /api/super-admin/dashboard':
      return [{ path: '/api/super-admin/dashboard?period=total', headers: { authorization: `Bearer ${f.operatorToken}` } }];
  }
}

/**
 * New people joining each sampled group (seats 11 to 14 of 20, names not on the list, appended as a
 * shared link allows), one round over all the groups after another. The first round warms up, as the
 * reads do, and is not measured; the p99 is of the other three, some 1,500 joins over several seconds
 * (one round alone lasted under two seconds, and its p99 moved with whatever else the host did then).
 */
const WARM_UP_JOINER = 'Pessoa Aquecendo';
const MEASURED_JOINERS = ['Pessoa Nova', 'Pessoa Nova Dois', 'Pessoa Nova Três'];

function joinsBy(name: string, f: ScaleFixture): Request[] {
  return f.linkIds.map((linkId) => ({
    method: 'POST', path: `/api/groups/${linkId}/join`, headers: { 'idempotency-key': randomUUID() },
    body: { name, email: 'nova@example.com', whatsapp: '11912345678', payment_method: 'card', installments: 1 },
  }));
}

export async function measureScale(options: ScaleOptions): Promise<{ rows: ScaleRow[]; problems: string[] }> {
  mkdirSync('.tmp/bench', { recursive: true });
  const p99s = new Map<Endpoint, number[]>();
  const problems: string[] = [];
  for (const [index, groups] of options.sizes.entries()) {
    const isBig = index === options.sizes.length - 1;
    console.log(`› ${options.engine}: escala, carregando ${groups.toLocaleString('pt-BR')} grupos…`);
    const databaseEnv = await options.newDatabase(`scale_${groups}`);
    const fixture = await nodeJson<ScaleFixture>(options.work, ['--import', 'tsx', 'bench/scale-load.ts'], {
      ...databaseEnv, SCALE_GROUPS: String(groups), ...(isBig ? { EXPLAIN_OUT: resolve(`.tmp/bench/plans-${options.engine}.md`) } : {}),
    }, `scale-load-${options.engine}-${groups}`);
    // The bulk load leaves the kernel up to a gigabyte of written pages to flush (PGlite's files, and the
    // throwaway PostgreSQL's, which runs with fsync off): flushed now, not by the kernel's writeback
    // while the first endpoint is measured (Dirty in /proc/meminfo stayed at 400–550 MB through the
    // 100,000-group server's group read).
    execFileSync('sync');
    const { child, base } = await startServer(options.work, databaseEnv, `scale-server-${options.engine}-${groups}`);
    try {
      // The dashboard's requests must find their groups, or its figure would time an empty answer.
      const [first] = requestsFor('GET /api/dashboard/groups', fixture);
      const found = first ? await (await fetch(base + first.path, { headers: first.headers })).json() as unknown[] : [];
      if (!Array.isArray(found) || found.length !== 5) problems.push(`escala (${options.engine}, ${groups} grupos): o painel achou ${Array.isArray(found) ? found.length : '?'} de 5 grupos`);
      // Joins change the data: each request once (no seconds). Reads: cycled for the given seconds.
      const load = (list: Request[], seconds?: number) => options.runLoad(base, list, { connections: options.connections, ...(seconds ? { seconds } : {}) });
      const check = (r: Awaited<ReturnType<typeof load>>, what: string) => {
        const bad = Object.keys(r.statuses).some((status) => !status.startsWith('2'));
        if (bad || r.errors) problems.push(`escala ${what} (${options.engine}, ${groups} grupos): ${JSON.stringify(r.statuses)}, ${r.errors} erros`);
      };
      for (const endpoint of ENDPOINTS) {
        const requests = requestsFor(endpoint, fixture);
        const isJoin = endpoint.startsWith('POST');
        // First the same kind of requests, not measured, as the GET scenarios warm up (compiled code, the
        // plans' pages in memory): the p99 is then the endpoint's, not its first moments'.
        check(await (isJoin ? load(joinsBy(WARM_UP_JOINER, fixture)) : load(requests, 1)), `${endpoint}, aquecimento`);
        const r = await load(requests, isJoin ? undefined : options.seconds);
        check(r, endpoint);
        p99s.set(endpoint, [...(p99s.get(endpoint) ?? []), r.p99]);
      }
    } finally {
      await stop(child);
    }
  }
  const [small, big] = options.sizes;
  const rows = ENDPOINTS.map((endpoint) => {
    const [atSmall = Number.NaN, atBig = Number.NaN] = p99s.get(endpoint) ?? [];
    return {
      scenario: `scale: ${endpoint}`,
      p99: atBig,
      notes: `p99 ${fmt(atSmall, 1)} ms at ${small.toLocaleString('en-US')} groups → ${fmt(atBig, 1)} ms at ${big.toLocaleString('en-US')} (${fmt(atBig / atSmall, 2)}×; target ≤ 1.5×)`,
    };
  });
  return { rows, problems };
}
