import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the start scripts (Node builtins only, no types)
import { BUILD_OUTPUTS, buildNeeded, recordBuild } from './build-freshness.mjs';

// `npm start` builds on a fresh clone and after an edit, and otherwise starts at once.
describe('whether npm start builds', () => {
  let root: string;
  const write = (path: string, at: number) => {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, 'x');
    utimesSync(file, at / 1000, at / 1000);
  };
  const built = 1_800_000_000_000;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'juntai-build-'));
    write('apps/server/src/main.ts', built - 60_000);
    write('apps/web/src/main.tsx', built - 60_000);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  const buildAll = () => {
    for (const output of BUILD_OUTPUTS as string[]) write(output, built + 5_000);
    recordBuild(built, root);
  };

  it('builds on a fresh clone (nothing built yet)', () => {
    expect(buildNeeded(root)).toBe('primeira compilação');
  });

  it('does not build again when nothing changed since the last build', () => {
    buildAll();
    expect(buildNeeded(root)).toBeUndefined();
  });

  it('builds again after a source file changes, however deep in its folder', () => {
    buildAll();
    write('apps/web/src/features/group/page.tsx', built + 60_000);
    expect(buildNeeded(root)).toBe('o código mudou desde a última compilação');
  });

  it('builds again after the dependencies change (package-lock.json)', () => {
    buildAll();
    write('package-lock.json', built + 60_000);
    expect(buildNeeded(root)).toBe('o código mudou desde a última compilação');
  });

  it('builds again when an output was removed', () => {
    buildAll();
    rmSync(join(root, 'apps/web/dist-server'), { recursive: true });
    expect(buildNeeded(root)).toBe('primeira compilação');
  });
});
