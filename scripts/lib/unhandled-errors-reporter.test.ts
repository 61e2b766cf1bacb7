import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

it('writes the errors vitest caught outside any test, which its JSON report leaves out', () => {
  const dir = mkdtempSync(join(tmpdir(), 'juntai-unhandled-'));
  try {
    const report = join(dir, 'unhandled.json');
    const json = join(dir, 'report.json');
    const run = spawnSync('npx', ['vitest', 'run', '--config', 'scripts/lib/fixtures/unhandled-error/vitest.config.mjs',
      '--reporter=json', `--outputFile.json=${json}`, '--reporter=./scripts/lib/unhandled-errors-reporter.mjs'],
    { env: { ...process.env, UNHANDLED_ERRORS_REPORT: report }, encoding: 'utf8' });
    // The test itself passed, so the JSON report says "0 failed" while the run fails.
    expect(run.status).not.toBe(0);
    expect(JSON.parse(readFileSync(json, 'utf8')).numFailedTests).toBe(0);
    const { errors } = JSON.parse(readFileSync(report, 'utf8')) as { errors: { message: string }[] };
    expect(errors.map((e) => e.message)).toEqual(['Error: read ECONNRESET']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
