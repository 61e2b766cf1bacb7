import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../context.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { createTestApp } from '../testing/test-app.ts';
import { createJobRunner, type Job } from './runner.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const fakeLog = () => ({ info: vi.fn(), debug: vi.fn(), warn: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger;

// Two instances exist only on a PostgreSQL server; PGlite belongs to one process.
describe('job runner with two instances on PostgreSQL', () => {
  let ctx: AppContext;
  let otherHandle: DatabaseHandle;
  let otherCtx: AppContext;

  beforeAll(async () => {
    const t = await createTestApp();
    ctx = t.app.ctx;
    otherHandle = await openDatabase({ databaseUrl: t.database.url, poolSize: 2 });
    otherCtx = { ...ctx, db: otherHandle.db, database: otherHandle };
  });
  afterAll(async () => {
    await otherHandle.close();
  });

  it('lets one instance at a time run a job (advisory lock)', async () => {
    const gate = deferred();
    const blocking: Job = { name: 'exclusive', intervalMs: 60_000, run: async () => gate.promise };
    const quick: Job = { name: 'exclusive', intervalMs: 60_000, run: async () => undefined };
    const a = createJobRunner(ctx, [blocking], fakeLog());
    const b = createJobRunner(otherCtx, [quick], fakeLog());
    const running = a.runNow('exclusive');
    await sleep(100);
    expect(await b.runNow('exclusive')).toBe('skipped');
    gate.resolve();
    expect(await running).toBe('ran');
    // The lock ended with A's transaction: B may run now.
    expect(await b.runNow('exclusive')).toBe('ran');
    await Promise.all([a.stop(), b.stop()]);
  });
});
