import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_NOTICE } from './mode.ts';

const MAIN = resolve(import.meta.dirname, 'main.ts');

/**
 * Starts the server's entry with production settings (from its sources, through tsx: `npm start` runs the
 * same entry compiled, which the container replay and the browser tests start), until `done` says enough
 * was printed or it exits.
 */
function startServer(env: Record<string, string>, done: (output: string) => boolean) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise<{ output: string; code: number | null }>((resolvePromise) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (done(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => resolvePromise({ output, code }));
  });
}

// Each test boots a whole server from its sources on a new embedded database (migrations and demo data):
// on a loaded two-core machine that alone has taken over a minute, so the bound is the boot's, not a test's.
describe('booting in each mode (ADR 0022)', { timeout: 240_000 }, () => {
  it('refuses a live start with simulated payments and no secrets, naming each, before touching any data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'juntai-live-'));
    try {
      const { output, code } = await startServer({ JUNTAI_MODE: 'live', DATA_DIR: dataDir }, () => false);
      expect(code).toBe(1);
      for (const setting of ['PAYMENT_PROVIDER:', 'PUBLIC_BASE_URL:', 'PAYMENT_WEBHOOK_SECRET:', 'SMTP_URL:', 'MAIL_FROM:']) expect(output).toContain(setting);
      expect(output).not.toContain('Juntaí pronto');
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('warns at boot that a demo takes no real payment', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'juntai-demo-'));
    try {
      const { output } = await startServer({ DATA_DIR: dataDir }, (printed) => printed.includes(DEMO_NOTICE));
      expect(output).toContain(DEMO_NOTICE);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
