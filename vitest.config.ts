import { defineConfig } from 'vitest/config';

// One project per workspace. `include` stays on src/**/*.test.ts(x) (and the web widget's own folder and build plugins) so Playwright specs in e2e/ are never
// picked up. The server project runs once per database engine (see scripts/test.mjs and TEST_DATABASE).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      // The start and test scripts' own logic (what a fresh clone installs).
      { test: { name: 'scripts', root: 'scripts', include: ['**/*.test.ts'] } },
      {
        test: {
          name: 'server', root: 'apps/server', include: ['src/**/*.test.ts'],
          // Files about the embedded engine itself (its data directory on disk) run on PGlite only.
          // Files about the server engine (its connections failing) run on PostgreSQL only.
          exclude: process.env.TEST_DATABASE === 'postgres' ? ['src/**/*.pglite-only.test.ts'] : ['src/**/*.postgres-only.test.ts'],
          testTimeout: 60_000, hookTimeout: 120_000, globalSetup: ['src/testing/global-setup.ts'],
        },
      },
      // The web tests render with React DOM, as the browser build does (ADR 0027).
      {
        oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
        test: {
          name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}', 'widget/**/*.test.ts', '*.test.ts'], environment: 'jsdom',
        },
      },
    ],
  },
});
