import { type ChildProcess, spawn } from 'node:child_process';
import { test } from '@playwright/test';
import { closedPort } from '../apps/server/src/testing/closed-port.ts';

/**
 * A server of its own for a spec that changes what every page shows (the platform name) or how the
 * server is configured (`env`, say another payment provider): the same build and scripts/serve-e2e.mjs
 * as the shared one, on a free port and a fresh database, so the specs running beside it never see the change.
 */
export async function startPrivateServer(env: Record<string, string> = {}): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await closedPort();
  const child: ChildProcess = spawn(process.execPath, ['scripts/serve-e2e.mjs'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'pipe'],
  });
  // What it said last on stderr, for the error when it does not start (a configuration it refuses).
  let said = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    said = (said + chunk.toString()).slice(-2000);
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`o servidor privado saiu (${child.exitCode}): ${said}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * A private server for all the tests of a spec: started before them (with `env`, read then, so it may name
 * what the spec's own earlier beforeAll started) and stopped after them.
 */
export function privateServerForSpec(env: () => Record<string, string> | Promise<Record<string, string>> = () => ({})): { readonly base: string } {
  let server: Awaited<ReturnType<typeof startPrivateServer>> | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startPrivateServer(await env());
  });
  test.afterAll(async () => server?.stop());
  return {
    get base() {
      if (!server) throw new Error('the private server has not started');
      return server.base;
    },
  };
}
