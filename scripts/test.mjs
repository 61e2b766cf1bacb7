// `npm test`: every suite, in order, with a summary at the end.
//   typecheck, lint, unit tests (domain, contract, web), API tests on PGlite, the same API tests on a real
//   PostgreSQL, then the build and browser tests in Chromium against it, then the container image's steps
//   replayed on a clean clone.
// PostgreSQL: DATABASE_URL when given, else a throwaway cluster from the local binaries. Without binaries
// the PostgreSQL suite is skipped loudly, or fails when REQUIRE_POSTGRES=1 (CI).
// Chromium: CHROMIUM_PATH or /usr/bin/chromium; installed from Debian when missing and we are root.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { ensureDependencies } from './lib/ensure-deps.mjs';

ensureDependencies();
rmSync('.tmp/reports', { recursive: true, force: true });
mkdirSync('.tmp/reports', { recursive: true });

const results = [];
const run = (name, command, args, { env = {}, report, unhandledReport } = {}) => {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const r = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const counts = report ? readCounts(report) : undefined;
  const unhandled = unhandledReport ? readUnhandledErrors(unhandledReport) : [];
  // An error outside any test fails the run as a failed test does, and is counted as one.
  if (counts) counts.failed += unhandled.length;
  const failures = [...(report ? readFailures(report) : []), ...unhandled];
  const ok = r.status === 0;
  results.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(0), counts, failures });
  return ok;
};
const skip = (name, why) => results.push({ name, ok: true, skipped: why });
const fail = (name, why) => results.push({ name, ok: false, failedBecause: why });

function readCounts(file) {
  if (!existsSync(file)) return undefined;
  const json = JSON.parse(readFileSync(file, 'utf8'));
  if (json.numTotalTests !== undefined) {
    return { passed: json.numPassedTests, failed: json.numFailedTests, skipped: json.numPendingTests + (json.numTodoTests ?? 0) };
  }
  const s = json.stats ?? {};
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 };
}

/** The errors vitest caught outside any test (scripts/lib/unhandled-errors-reporter.mjs), one line each. */
function readUnhandledErrors(file) {
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')).errors
    .map((e) => `erro não tratado${e.during ? ` durante ${e.during}` : ''}: ${e.message.split('\n')[0]}`);
}

/** The failed tests of a vitest or Playwright JSON report, each with the first line of its message. */
function readFailures(file) {
  if (!existsSync(file)) return [];
  const json = JSON.parse(readFileSync(file, 'utf8'));
  const firstLine = (text) => stripVTControlCharacters(String(text ?? '')).split('\n').find((l) => l.trim()) ?? '';
  if (json.testResults) {
    return json.testResults.flatMap((file) => (file.assertionResults ?? [])
      .filter((t) => t.status === 'failed')
      .map((t) => `${file.name.replace(`${process.cwd()}/`, '')} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`)
      .concat(file.status === 'failed' && !(file.assertionResults ?? []).length ? [`${file.name}: ${firstLine(file.message)}`] : []));
  }
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        out.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')} [${test.projectName}]: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles);
  };
  for (const suite of json.suites ?? []) walk(suite, []);
  return out;
}

const vitest = (name, projects, env = {}) => {
  const report = `.tmp/reports/${name.replace(/\W+/g, '-')}.json`;
  const unhandledReport = report.replace(/\.json$/, '.unhandled.json');
  return run(name, 'npx', ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--passWithNoTests',
    '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, '--reporter=./scripts/lib/unhandled-errors-reporter.mjs'],
  { env: { ...env, UNHANDLED_ERRORS_REPORT: unhandledReport }, report, unhandledReport });
};

run('Typecheck (tsc -b)', 'npx', ['tsc', '-b']);
run('Lint (eslint)', 'npx', ['eslint', '.', '--max-warnings=0']);
vitest('Unit tests (domain, contract, web, scripts)', ['domain', 'contract', 'web', 'scripts']);
vitest('API tests on PGlite', ['server'], { TEST_DATABASE: 'pglite' });

const pgBin = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin', process.env.PG_BIN]
  .find((d) => d && existsSync(`${d}/initdb`));
if (process.env.DATABASE_URL) {
  vitest('API tests on PostgreSQL (DATABASE_URL)', ['server'], { TEST_DATABASE: 'postgres', TEST_DATABASE_URL: process.env.DATABASE_URL });
} else if (pgBin) {
  vitest('API tests on PostgreSQL (throwaway cluster)', ['server'], { TEST_DATABASE: 'postgres', PG_BIN: pgBin });
} else if (process.env.REQUIRE_POSTGRES === '1') {
  fail('API tests on PostgreSQL', 'REQUIRE_POSTGRES=1, mas não há DATABASE_URL nem binários do PostgreSQL (instale postgresql).');
} else {
  console.warn('\n⚠⚠⚠  PostgreSQL suite SKIPPED: no DATABASE_URL and no PostgreSQL binaries (apt-get install postgresql). ⚠⚠⚠');
  skip('API tests on PostgreSQL', 'sem DATABASE_URL nem binários do PostgreSQL');
}

const chromium = findChromium();
if (!chromium) {
  fail('Browser tests (Chromium)', 'Chromium não encontrado: defina CHROMIUM_PATH ou instale o pacote Debian "chromium" (apt-get install -y chromium).');
} else if (run('Build (server and web app)', 'npm', ['run', 'build', '--silent'])) {
  run('Browser tests (Chromium, phone + desktop)', 'npx', ['playwright', 'test'], { env: { CHROMIUM_PATH: chromium }, report: '.tmp/e2e-report.json' });
} else {
  fail('Browser tests (Chromium)', 'o build falhou');
}

function findChromium() {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(candidate)) return candidate;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt || process.env.CHROMIUM_PATH) return undefined;
  console.log('\n› Chromium ausente: instalando o pacote Debian "chromium"…');
  spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], { stdio: 'inherit' });
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

// No container engine runs here: the Dockerfile's build and start steps, replayed on a clean clone as an
// unprivileged user (scripts/container-replay.mjs; docs/deploy.md says what this does not verify).
run('Container image (Dockerfile replayed on a clean clone, unprivileged user)', 'node', ['scripts/container-replay.mjs']);

// Every benchmark scenario for a second with tiny numbers: fails on errors or unexpected statuses, never on a timing.
run('Benchmark smoke', 'npm', ['run', 'bench', '--silent', '--', '--smoke']);

// Summary
let passed = 0;
let failed = 0;
let skipped = 0;
console.log('\n━━━━━━━━━━━━━━━━━━━━ Resumo ━━━━━━━━━━━━━━━━━━━━');
for (const r of results) {
  const mark = r.skipped ? '⚠ PULADO' : r.ok ? '✓' : '✗ FALHOU';
  const c = r.counts ? ` — ${r.counts.passed} passaram, ${r.counts.failed} falharam${r.counts.skipped ? `, ${r.counts.skipped} pulados` : ''}` : '';
  const extra = r.skipped ? ` (${r.skipped})` : r.failedBecause ? ` (${r.failedBecause})` : r.seconds ? ` [${r.seconds}s]` : '';
  console.log(`${mark}  ${r.name}${c}${extra}`);
  // Repeated here because CI keeps only the end of the log.
  for (const f of (r.failures ?? []).slice(0, 20)) console.log(`     ✗ ${f.slice(0, 400)}`);
  if (r.counts) {
    passed += r.counts.passed;
    failed += r.counts.failed;
    skipped += r.counts.skipped;
  }
}
const stepsFailed = results.filter((r) => !r.ok).length;
console.log(`\nTests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (stepsFailed) console.log(`${stepsFailed} etapa(s) falharam.`);
process.exit(stepsFailed ? 1 : 0);
