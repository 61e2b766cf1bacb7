import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the start scripts (Node builtins only, no types)
import { installArguments } from './ensure-deps.mjs';

// A deployer's host usually has NODE_ENV=production set before `npm start`: the install must still bring
// the dev dependencies the build needs (without them a fresh machine failed with "vite: not found").
describe('the install npm start runs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'juntai-install-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'probe', version: '1.0.0', devDependencies: { 'is-number': '7.0.0' } }));

  const dryRun = (args: string[]) => spawnSync('npm', [...args, '--dry-run'], {
    cwd: dir, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', npm_config_omit: '' },
  }).stdout;

  it('installs dev dependencies even with NODE_ENV=production', () => {
    expect(dryRun(installArguments(false))).toContain('add is-number 7.0.0');
  });

  it('would not, without asking for them (so the probe above can fail)', () => {
    expect(dryRun(['install', '--no-audit', '--no-fund'])).not.toContain('add is-number');
  });
});
