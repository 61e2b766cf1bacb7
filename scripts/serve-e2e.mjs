// Serves the build (`npm run build`: the server compiled to JavaScript and the web app) for the browser tests,
// as `npm run serve` does in production, on a fresh embedded database (removed at the start of each run).
// WEB_DIST_DIR picks another build of the web app (several developers on one machine).
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';

const dataDir = `.tmp/e2e-data-${process.env.PORT ?? '3100'}`;
rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, ['--conditions=juntai-built', 'apps/server/dist/main.js'], {
  stdio: 'inherit',
  // The browser tests' operator (back office); a test account on a throwaway database, nothing well known in production.
  env: {
    ...process.env, DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', NODE_ENV: 'test',
    // The merchant panel's webhook spec runs its receiver on 127.0.0.1.
    ALLOW_PRIVATE_OUTBOUND: 'true',
    SUPER_ADMIN_EMAIL: 'operador@juntai.test', SUPER_ADMIN_PASSWORD: 'operador-e2e-2026',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
