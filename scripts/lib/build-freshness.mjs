// Whether `npm start` must build: only when a source changed since the last build it made, or an output is
// missing. Node builtins only (it runs before anything is known to be installed).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** What the build reads: a change to any of these (files, or files anywhere under these folders) means a new build. */
export const BUILD_SOURCES = [
  'package-lock.json', 'tsconfig.base.json',
  'packages/domain/src', 'packages/domain/package.json', 'packages/domain/tsconfig.build.json',
  'packages/contract/src', 'packages/contract/package.json', 'packages/contract/tsconfig.build.json',
  'apps/server/src', 'apps/server/package.json', 'apps/server/tsconfig.build.json',
  'apps/web/src', 'apps/web/widget', 'apps/web/public', 'apps/web/index.html', 'apps/web/package.json',
  'apps/web/vite.config.ts', 'apps/web/vite.widget.config.ts', 'apps/web/precompress.ts',
  'apps/web/react-dom-check.ts', 'apps/web/shopper-chunk.ts',
];

/** What `npm run serve` runs: the server, the browser build, the server's build of the pages, the store widget. */
export const BUILD_OUTPUTS = [
  'apps/server/dist/main.js', 'apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js', 'apps/web/dist/widget.js',
];

const STAMP = '.tmp/last-build.json';

/** The newest modification time (ms) among the files at or under `paths`, relative to `root`. */
export function newestChange(root, paths = BUILD_SOURCES) {
  let newest = 0;
  const visit = (path) => {
    const stats = statSync(path, { throwIfNoEntry: false });
    if (!stats) return;
    newest = Math.max(newest, stats.mtimeMs);
    if (stats.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  for (const path of paths) visit(join(root, path));
  return newest;
}

/** Why a build is needed, in Portuguese for the person running `npm start`, or undefined when the last one stands. */
export function buildNeeded(root = '.') {
  const missing = BUILD_OUTPUTS.find((output) => !existsSync(join(root, output)));
  if (missing) return 'primeira compilação';
  const stamp = join(root, STAMP);
  if (!existsSync(stamp)) return 'primeira compilação';
  const { sourcesAsOf } = JSON.parse(readFileSync(stamp, 'utf8'));
  return newestChange(root) > sourcesAsOf ? 'o código mudou desde a última compilação' : undefined;
}

/** Records that the build made from the sources as they were at `startedAt` (ms) succeeded. */
export function recordBuild(startedAt, root = '.') {
  const stamp = join(root, STAMP);
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, JSON.stringify({ sourcesAsOf: startedAt }));
}
