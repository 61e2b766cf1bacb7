/**
 * `npm run bench:pages`: what a phone gets from the four pages a shopper opens (`/`, `/product/{id}`,
 * `/g/{linkId}`, `/marketplace`), served by the real server (its build, as `npm start` runs it) on a fresh
 * embedded database with demo data and a group with paid and pending quotas:
 *   - first-visit JavaScript: the bytes on the wire (compressed) of every script a fresh phone browser
 *     (Debian's Chromium, Pixel 5 emulation) loads for the page, and which of them they are;
 *   - Lighthouse 12.8 mobile (its defaults: simulated slow 4G, 4× CPU slowdown): performance,
 *     accessibility, LCP, TBT, CLS. Lighthouse is installed into .tmp/lighthouse on first use.
 * Two signed-in pages are measured by Lighthouse too (a merchant's /admin, the operator's
 * /super-admin/dashboard), in a Chromium whose profile is signed in first (Lighthouse drives it through
 * its debugging port and keeps its storage); their first-visit JavaScript is not counted.
 * Prints one table with the pages' targets beside each figure. A page that fails to load is an
 * error (exit 1); a figure beyond its target is reported, never a failure (timings are noisy here).
 * With `--runs N` Lighthouse runs N times per page (pages taken in turn, so a burst of load on the shared
 * host spreads over all of them) and the table gives each figure's median; `--keep DIR` keeps every
 * Lighthouse JSON report there (its `long-tasks` and `bootup-time` audits say what blocked the page).
 *   npm run bench:pages [-- --skip-lighthouse] [-- --runs 5 --keep .tmp/lighthouse-reports]
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, devices } from '@playwright/test';
import { buildApp, children, fmt, freePort, nodeJson, startServer, stop } from './lib/processes.ts';

const LIGHTHOUSE_VERSION = '12.8.2';
// The budget for a shopper page's first-visit JavaScript with React DOM (ADR 0027).
const JS_BUDGET_KB = 120;
const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
const skipLighthouse = process.argv.includes('--skip-lighthouse');
// Lighthouse on the two signed-in panels only (a change that touches no shopper page, measured faster).
const signedInOnly = process.argv.includes('--signed-in-only');
const option = (name: string) => { const i = process.argv.indexOf(name); return i < 0 ? undefined : process.argv[i + 1]; };
const runs = Math.max(1, Number(option('--runs') ?? 1));
const keepDir = option('--keep');
const work = mkdtempSync(join(tmpdir(), 'juntai-pages-'));

interface PageFigures {
  path: string;
  /** A panel measured signed in (no first-visit JavaScript counted). */
  signedIn?: boolean;
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

/**
 * One Lighthouse mobile run (its default form factor and throttling), in a Chromium of its own, or in
 * the signed-in one listening on `port` (its cookies and storage kept).
 */
function lighthouse(bin: string, url: string, name: string, port?: number, attempt = 1): LighthouseFigures {
  const output = join(work, `${name}.json`);
  rmSync(output, { force: true });
  const browser = port === undefined ? ['--chrome-flags=--headless=new --no-sandbox --disable-gpu'] : [`--port=${port}`, '--disable-storage-reset'];
  const r = spawnSync(bin, [url, '--quiet', '--output=json', `--output-path=${output}`, '--only-categories=performance,accessibility',
    ...browser], { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'ignore', 'pipe'] });
  if (r.status !== 0 || !existsSync(output)) {
    const why = r.stderr.toString().slice(-500);
    // Lighthouse itself asks for another try when Chromium's trace lost the navigation (NO_NAVSTART).
    if (attempt < 2 && why.includes('run Lighthouse again')) return lighthouse(bin, url, name, port, attempt + 1);
    throw new Error(`Lighthouse falhou em ${url}: ${why}`);
  }
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

/** The back office's operator on the bench's throwaway database (SUPER_ADMIN_* below). */
const OPERATOR = { email: 'operador@bench.test', password: 'operador-bench-2026' };

/** How a signed-in page's browser gets its session: cookies through the API, then what the app keeps locally. */
type SignIn = (context: BrowserContext, base: string) => Promise<void>;

const merchantSignIn: SignIn = async (context, base) => {
  const password = 'lojista-bench-2026';
  const answer = await context.request.post(`${base}/api/admin/account`, { data: { name: 'Lojista Bench', email: 'lojista@bench.test', password } });
  if (answer.status() !== 201) throw new Error(`cadastro do lojista: ${answer.status()} ${await answer.text()}`);
  const { token, user } = await answer.json() as { token: string; user: { store: { store_id: string } } };
  // The onboarding done, as the panel's first visit would end it, so /admin opens on the panel itself.
  await context.request.put(`${base}/api/admin/settings`, {
    headers: { authorization: `Bearer ${token}` },
    data: { button_text: '🤝 Comprar em Grupo', button_bg_color: '#059669', button_text_color: '#ffffff', store_id: user.store.store_id, onboarding_completed: true },
  });
  const page = await context.newPage();
  await page.goto(`${base}/dashboard`);
  await page.evaluate(() => localStorage.setItem('pluginAtivo', 'true'));
  await page.close();
};

const operatorSignIn: SignIn = async (context, base) => {
  const answer = await context.request.post(`${base}/api/super-admin/login`, { data: OPERATOR });
  if (answer.status() !== 200) throw new Error(`login do operador: ${answer.status()} ${await answer.text()}`);
  const { user } = await answer.json() as { user: { name: string; role: string } };
  const page = await context.newPage();
  await page.goto(`${base}/super-admin/login`);
  await page.evaluate((u) => localStorage.setItem('super_admin_user', JSON.stringify(u)), { name: user.name, role: user.role });
  await page.close();
};

/**
 * A Chromium with a debugging port whose own profile is signed in, for Lighthouse to drive. It is
 * started on its own (a browser Playwright launched closes the tabs Lighthouse opens); Playwright only
 * connects to sign in, and lets go.
 */
async function signedInChromium(base: string, signIn: SignIn): Promise<{ port: number; close: () => Promise<void> }> {
  const port = await freePort();
  const browser = spawn(chromiumPath, ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', `--remote-debugging-port=${port}`,
    `--user-data-dir=${mkdtempSync(join(work, 'profile-'))}`, 'about:blank'], { stdio: 'ignore' });
  children.add(browser);
  const connected = await connectWhenListening(port);
  await signIn(connected.contexts()[0]!, base);
  await connected.close();
  return {
    port,
    close: () => new Promise<void>((resolve) => {
      browser.once('exit', () => resolve());
      browser.kill();
      children.delete(browser);
    }),
  };
}

async function connectWhenListening(port: number): Promise<Browser> {
  for (let tries = 0; ; tries++) {
    try {
      return await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    } catch (error) {
      if (tries > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** The page targets: the shopper pages, and the signed-in panels. */
const TARGETS = {
  shopper: { performance: 98, lcpMs: 1600, tbtMs: 100, cls: 0.02 },
  signedIn: { performance: 90, lcpMs: 2500, tbtMs: 200, cls: 0.1 },
};

function printTable(figures: PageFigures[]): void {
  const row = (f: PageFigures) => {
    const t = f.signedIn ? TARGETS.signedIn : TARGETS.shopper;
    const cell = (value: number | undefined, text: string, ok: boolean) => (value === undefined ? '' : `${text} ${mark(ok)}`);
    return `| ${f.path}${f.signedIn ? ' (signed in)' : ''} | ${f.signedIn ? '—' : `${fmt(f.scriptsKb, 1)} ${mark(f.scriptsKb <= JS_BUDGET_KB)}`} `
      + `| ${cell(f.performance, String(f.performance), (f.performance ?? 0) >= t.performance)} `
      + `| ${cell(f.lcpMs, fmt(f.lcpMs), (f.lcpMs ?? 0) <= t.lcpMs)} | ${cell(f.tbtMs, fmt(f.tbtMs), (f.tbtMs ?? 0) <= t.tbtMs)} `
      + `| ${cell(f.cls, fmt(f.cls, 3), (f.cls ?? 0) <= t.cls)} | ${cell(f.accessibility, String(f.accessibility), f.accessibility === 100)} |`;
  };
  const lines = [
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, Node ${process.version}, ${chromiumPath}; Lighthouse ${skipLighthouse ? 'skipped' : `${LIGHTHOUSE_VERSION} mobile`}; ${new Date().toISOString()}`,
    '',
    `Targets: shopper pages performance ≥ ${TARGETS.shopper.performance}, LCP ≤ ${TARGETS.shopper.lcpMs} ms, TBT ≤ ${TARGETS.shopper.tbtMs} ms, CLS ≤ ${TARGETS.shopper.cls}, first-visit JS ≤ ${JS_BUDGET_KB} KB; `
      + `signed-in pages performance ≥ ${TARGETS.signedIn.performance}, LCP ≤ ${TARGETS.signedIn.lcpMs} ms, TBT ≤ ${TARGETS.signedIn.tbtMs} ms, CLS ≤ ${TARGETS.signedIn.cls}; accessibility 100.`,
    '',
    '| page | first-visit JS (KB on the wire) | performance | LCP ms | TBT ms | CLS | accessibility |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...figures.map(row),
    '',
    ...figures.filter((f) => !f.signedIn).map((f) => `- ${f.path}: ${f.scripts.join(', ')}`),
    ...(runs > 1 ? ['', `Lighthouse figures are medians of ${runs} runs per page.`] : []),
  ];
  console.log(`\n${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  if (!existsSync(chromiumPath)) throw new Error(`Chromium não encontrado em ${chromiumPath} (apt-get install -y chromium ou CHROMIUM_PATH)`);
  buildApp();
  const databaseEnv = { DATA_DIR: join(work, 'data') };
  const fixture = await nodeJson<{ read: string; product: number }>(work, ['--import', 'tsx', 'bench/prepare.ts'], {
    ...databaseEnv, BENCH_CARD_GROUPS: '0', BENCH_PIX_GROUPS: '0',
  }, 'prepare');
  const { child: server, base } = await startServer(work, { ...databaseEnv, SUPER_ADMIN_EMAIL: OPERATOR.email, SUPER_ADMIN_PASSWORD: OPERATOR.password }, 'server');
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
      for (let run = 1; run <= (signedInOnly ? 0 : runs); run++) {
        paths.forEach((path, i) => {
          console.log(`› lighthouse ${path}${runs > 1 ? ` (${run}/${runs})` : ''}`);
          const name = `${path.replace(/\W+/g, '-').replace(/^-/, '') || 'home'}${runs > 1 ? `-${run}` : ''}`;
          runsByPage[i]!.push(lighthouse(bin, base + path, name));
        });
      }
      if (!signedInOnly) figures.forEach((f, i) => Object.assign(f, medians(runsByPage[i]!)));
      for (const [path, signIn] of [['/admin', merchantSignIn], ['/super-admin/dashboard', operatorSignIn]] as const) {
        const browser = await signedInChromium(base, signIn);
        try {
          const all: LighthouseFigures[] = [];
          for (let run = 1; run <= runs; run++) {
            console.log(`› lighthouse ${path} (signed in)${runs > 1 ? ` (${run}/${runs})` : ''}`);
            all.push(lighthouse(bin, base + path, `${path.replace(/\W+/g, '-').replace(/^-/, '')}${runs > 1 ? `-${run}` : ''}`, browser.port));
          }
          figures.push({ path, signedIn: true, scriptsKb: 0, scripts: [], ...medians(all) });
        } finally {
          await browser.close();
        }
      }
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
