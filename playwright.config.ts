import { defineConfig, devices } from '@playwright/test';

// Browser tests drive Debian's Chromium (Playwright cannot download its own browser here) against the
// build (`npm run build`: the server as JavaScript and the web app), served on a fresh embedded database.
// scripts/test.mjs builds first.
const port = Number(process.env.E2E_PORT ?? 3100);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const launchOptions = {
  executablePath: chromium,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: `.tmp/e2e-results-${port}`,
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '.tmp/e2e-report.json' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    // A flow that exists on one size only lives in *.phone.spec.ts or *.desktop.spec.ts and runs in that
    // project alone, rather than being skipped in the other.
    { name: 'phone', testIgnore: '**/*.desktop.spec.ts', use: { ...devices['Pixel 5'], viewport: { width: 390, height: 844 }, launchOptions } },
    { name: 'desktop', testIgnore: '**/*.phone.spec.ts', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
  ],
  webServer: {
    command: 'node scripts/serve-e2e.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), HOST: '127.0.0.1', ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
