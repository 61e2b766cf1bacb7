/**
 * `npm run bench:pages`: what a phone gets from the four pages a shopper opens (`/`, `/product/{id}`,
 * `/g/{linkId}`, `/marketplace`), served by the real server (`apps/server/src/main.ts`) on a fresh
 * embedded database with demo data and a group with paid and pending quotas:
 *   - first-visit JavaScript: the bytes on the wire (compressed) of every script a fresh phone browser
 *     (Debian's Chromium, Pixel 5 emulation) loads for the page, and which of them they are;
 *   - Lighthouse 12.8 mobile (its defaults: simulated slow 4G, 4× CPU slowdown): performance,
 *     accessibility, LCP, TBT, CLS. Lighthouse is installed into .tmp/lighthouse on first use.
 * Prints one table with the targets of issue 11 beside each figure. A page that fails to load is an
 * error (exit 1); a figure beyond its target is reported, never a failure (timings are noisy here).
 * With `--runs N` Lighthouse runs N times per page (pages taken in turn, so a burst of load on the shared
 * host spreads over all of them) and the table gives each figure's median; `--keep DIR` keeps every
 * Lighthouse JSON report there (its `long-tasks` and `bootup-time` audits say what blocked the page).
 *   npm run bench:pages [-- --skip-lighthouse] [-- --runs 5 --keep .tmp/lighthouse-reports]
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, devices } from '@playwright/test';
import { children, fmt, nodeJson, startServer, stop } from './lib/processes.ts';

const LIGHTHOUSE_VERSION = '12.8.2';
// Issue 26's budget for a shopper page's first-visit JavaScript with React DOM (ADR 0027).
const JS_BUDGET_KB = 120;
const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
const skipLighthouse = process.argv.includes('--skip-lighthouse');
const option = (name: string) => { const i = process.argv.indexOf(name); return i < 0 ? undefined : process.argv[i + 1]; };
const runs = Math.max(1, Number(option('--runs') ?? 1));
const keepDir = option('--keep');
const work = mkdtempSync(join(tmpdir(), 'juntai-pages-'));

interface PageFigures {
  path: string;
  scriptsKb: number;
  scripts: string[];
  performance?: number;
  accessibility?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
}

/** Gzip or brotli bytes of every script a fresh phone browser fetches while the page settles. */
async function firstVisitScripts(url: string): Promise<{ kb: number; names: string[] }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ ...devices['Pixel 5'], locale: 'pt-BR' });
    const page = await context.newPage();
    const scripts: Array<Promise<{ name: string; bytes: number }>> = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(request.sizes().then((sizes) => ({ name: new URL(request.url()).pathname, bytes: sizes.responseBodySize })));
    });
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (!response?.ok() && response?.status() !== 304) throw new Error(`${url} respondeu ${response?.status()}`);
    const loaded = await Promise.all(scripts);
    return { kb: loaded.reduce((n, s) => n + s.bytes, 0) / 1024, names: loaded.map((s) => s.name.replace('/assets/', '')) };
  } finally {
    await browser.close();
  }
}

function lighthouseBin(): string {
  const prefix = resolve('.tmp/lighthouse');
  const bin = join(prefix, 'node_modules/.bin/lighthouse');
  const installed = join(prefix, 'node_modules/lighthouse/package.json');
  if (!existsSync(installed) || JSON.parse(readFileSync(installed, 'utf8')).version !== LIGHTHOUSE_VERSION) {
    console.log(`› instalando lighthouse@${LIGHTHOUSE_VERSION} em .tmp/lighthouse…`);
    const r = spawnSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', '--loglevel=error', `lighthouse@${LIGHTHOUSE_VERSION}`], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error('não foi possível instalar o Lighthouse (npm install falhou)');
  }
  return bin;
}

type LighthouseFigures = Pick<PageFigures, 'performance' | 'accessibility' | 'lcpMs' | 'tbtMs' | 'cls'>;

/** One Lighthouse mobile run (its default form factor and throttling). */
function lighthouse(bin: string, url: string, name: string): LighthouseFigures {
  const output = join(work, `${name}.json`);
  const r = spawnSync(bin, [url, '--quiet', '--output=json', `--output-path=${output}`, '--only-categories=performance,accessibility',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu'], { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'ignore', 'pipe'] });
  if (r.status !== 0 || !existsSync(output)) throw new Error(`Lighthouse falhou em ${url}: ${r.stderr.toString().slice(-500)}`);
  if (keepDir) copyFileSync(output, join(keepDir, `${name}.json`));
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const audit = (id: string) => report.audits[id]?.numericValue as number | undefined;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

function median(values: Array<number | undefined>): number | undefined {
  const sorted = values.filter((v): v is number => v !== undefined).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Each figure's median over the runs (taken figure by figure, so they need not come from one run). */
function medians(all: LighthouseFigures[]): LighthouseFigures {
  const keys = ['performance', 'accessibility', 'lcpMs', 'tbtMs', 'cls'] as const;
  return Object.fromEntries(keys.map((k) => [k, median(all.map((f) => f[k]))])) as LighthouseFigures;
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');

function printTable(figures: PageFigures[]): void {
  const lines = [
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, Node ${process.version}, ${chromiumPath}; Lighthouse ${skipLighthouse ? 'skipped' : `${LIGHTHOUSE_VERSION} mobile`}; ${new Date().toISOString()}`,
    '',
    `| page | first-visit JS (KB on the wire, ≤ ${JS_BUDGET_KB}) | performance (≥ 95) | LCP ms (≤ 2,500) | TBT ms (≤ 150) | CLS (≤ 0.1) | accessibility (100) |`,
    '|---|---:|---:|---:|---:|---:|---:|',
    ...figures.map((f) => `| ${f.path} | ${fmt(f.scriptsKb, 1)} ${mark(f.scriptsKb <= JS_BUDGET_KB)} | ${f.performance === undefined ? '' : `${f.performance} ${mark(f.performance >= 95)}`} | ${f.lcpMs === undefined ? '' : `${fmt(f.lcpMs)} ${mark(f.lcpMs <= 2500)}`} | ${f.tbtMs === undefined ? '' : `${fmt(f.tbtMs)} ${mark(f.tbtMs <= 150)}`} | ${f.cls === undefined ? '' : `${fmt(f.cls, 3)} ${mark(f.cls <= 0.1)}`} | ${f.accessibility === undefined ? '' : `${f.accessibility} ${mark(f.accessibility === 100)}`} |`),
    '',
    ...figures.map((f) => `- ${f.path}: ${f.scripts.join(', ')}`),
    ...(runs > 1 ? ['', `Lighthouse figures are medians of ${runs} runs per page.`] : []),
  ];
  console.log(`\n${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  if (!existsSync(chromiumPath)) throw new Error(`Chromium não encontrado em ${chromiumPath} (apt-get install -y chromium ou CHROMIUM_PATH)`);
  // Always built afresh: a build left from older code would be measured without a word (it happened).
  if (spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' }).status !== 0) throw new Error('o build do app web falhou');
  const databaseEnv = { DATA_DIR: join(work, 'data') };
  const fixture = await nodeJson<{ read: string; product: number }>(work, ['--import', 'tsx', 'bench/prepare.ts'], {
    ...databaseEnv, BENCH_CARD_GROUPS: '0', BENCH_PIX_GROUPS: '0',
  }, 'prepare');
  const { child: server, base } = await startServer(work, databaseEnv, 'server');
  try {
    const bin = skipLighthouse ? undefined : lighthouseBin();
    if (keepDir) mkdirSync(keepDir, { recursive: true });
    const paths = ['/', `/product/${fixture.product}`, `/g/${fixture.read}`, '/marketplace'];
    const figures: PageFigures[] = [];
    for (const path of paths) {
      console.log(`› ${path}`);
      const scripts = await firstVisitScripts(base + path);
      figures.push({ path, scriptsKb: scripts.kb, scripts: scripts.names });
    }
    if (bin) {
      const runsByPage = paths.map(() => [] as LighthouseFigures[]);
      for (let run = 1; run <= runs; run++) {
        paths.forEach((path, i) => {
          console.log(`› lighthouse ${path}${runs > 1 ? ` (${run}/${runs})` : ''}`);
          const name = `${path.replace(/\W+/g, '-').replace(/^-/, '') || 'home'}${runs > 1 ? `-${run}` : ''}`;
          runsByPage[i]!.push(lighthouse(bin, base + path, name));
        });
      }
      figures.forEach((f, i) => Object.assign(f, medians(runsByPage[i]!)));
    }
    printTable(figures);
  } finally {
    await stop(server);
  }
  rmSync(work, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  for (const child of children) child.kill('SIGKILL');
  console.error(`registros em ${work}`);
  process.exitCode = 1;
});
