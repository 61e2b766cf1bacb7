import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { launchServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { closedPort } from '../testing/closed-port.ts';

/**
 * Two real server processes on one embedded data directory: the second must refuse to start and name
 * the first; once the first is killed (its lock left behind), a new one starts.
 */
describe('one process per embedded data directory', { timeout: 300_000 }, () => {
  const workDir = mkdtempSync(join(tmpdir(), 'juntai-lock-'));
  const dataDir = join(workDir, 'data');
  const started: ServerProcess[] = [];
  const start = async (name: string) => {
    const instance = launchServerProcess({ name, dataDir, port: await closedPort() });
    started.push(instance);
    return instance;
  };
  afterAll(async () => {
    await Promise.all(started.map((instance) => instance.stop()));
    rmSync(workDir, { recursive: true, force: true });
  });

  it('refuses a second server while the first runs, naming it, and starts after a crash', async () => {
    const first = await start('first');
    await first.ready;

    const second = await start('second');
    await expect(second.ready).rejects.toThrow(/exited while starting/);
    const refusal = second.output();
    expect(refusal).toContain(`já está em uso por outro processo: pid ${first.pid} no host ${hostname()}, desde `);
    expect(refusal).toContain('Pare o outro processo, ou use outro DATA_DIR.');
    // The refused process left the first one's lock and database alone.
    expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);
    expect(JSON.parse(readFileSync(join(dataDir, 'juntai.lock'), 'utf8')).pid).toBe(first.pid);

    // SIGKILL: no shutdown hook removes the lock, whose pid no longer runs.
    await first.kill9();
    expect(existsSync(join(dataDir, 'juntai.lock'))).toBe(true);
    const third = await start('third');
    await third.ready;
    expect(JSON.parse(readFileSync(join(dataDir, 'juntai.lock'), 'utf8')).pid).toBe(third.pid);

    // A clean stop gives the directory back.
    await third.stop();
    expect(existsSync(join(dataDir, 'juntai.lock'))).toBe(false);
  });
});
