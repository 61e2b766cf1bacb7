import type { FastifyBaseLogger } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../context.ts';
import { enqueueEmail } from '../services/email/outbox.ts';
import { createMailTransport } from '../services/email/transport.ts';
import { createTestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';
import { appJobs } from './index.ts';
import { jobLockKey } from './lock.ts';
import { createJobRunner, type Job } from './runner.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const fakeLog = () => ({ info: vi.fn(), debug: vi.fn(), warn: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };

describe(`job runner on ${testEngine}`, () => {
  let ctx: AppContext;

  beforeAll(async () => {
    const t = await createTestApp();
    ctx = t.app.ctx;
  });

  it('gives every job name its own stable lock key', () => {
    expect(jobLockKey('email-outbox')).toBe(jobLockKey('email-outbox'));
    expect(jobLockKey('email-outbox')).not.toBe(jobLockKey('expire-groups'));
    expect(Number.isInteger(jobLockKey('x'))).toBe(true);
  });

  it('never overlaps two runs of a job in one process', async () => {
    const gate = deferred();
    let runs = 0;
    const job: Job = { name: 'slow', intervalMs: 60_000, run: async () => { runs++; await gate.promise; } };
    const runner = createJobRunner(ctx, [job], fakeLog());
    const first = runner.runNow('slow');
    await sleep(20);
    expect(await runner.runNow('slow')).toBe('busy');
    gate.resolve();
    expect(await first).toBe('ran');
    expect(runs).toBe(1);
    expect(await runner.runNow('slow')).toBe('ran');
    await runner.stop();
  });

  it('logs a failing job and keeps going', async () => {
    const log = fakeLog();
    let calls = 0;
    const job: Job = { name: 'flaky', intervalMs: 10, run: async () => { calls++; if (calls === 1) throw new Error('boom'); } };
    const runner = createJobRunner(ctx, [job], log);
    runner.start();
    const deadline = Date.now() + 5_000;
    while (calls < 3 && Date.now() < deadline) await sleep(10);
    await runner.stop();
    expect(calls).toBeGreaterThanOrEqual(3);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'flaky' }), 'job failed');
  });

  it('stop() aborts the signal, waits for the run in progress and schedules nothing more', async () => {
    let started = 0;
    let finished = 0;
    let sawAbort = false;
    const job: Job = {
      name: 'long', intervalMs: 10,
      run: async (_ctx, signal) => {
        started++;
        await sleep(150);
        sawAbort = signal.aborted;
        finished++;
      },
    };
    const runner = createJobRunner(ctx, [job], fakeLog());
    runner.start();
    const deadline = Date.now() + 5_000;
    while (started === 0 && Date.now() < deadline) await sleep(5);
    await runner.stop();
    expect(finished).toBe(started);
    expect(sawAbort).toBe(true);
    await sleep(100);
    expect(started).toBe(finished);
    expect(await runner.runNow('long')).toBe('skipped');
  });

  it('runs the app jobs: the outbox sender delivers (here to the local outbox), the expiry sweep runs', async () => {
    const log = fakeLog();
    const transport = createMailTransport({ SMTP_URL: undefined, MAIL_FROM: ctx.env.MAIL_FROM }, log);
    const runner = createJobRunner(ctx, appJobs(ctx.database.engine, transport, log), log);
    await enqueueEmail(ctx.db, { to: 'ana@exemplo.com.br', subject: 'Olá', text: 'Olá, Ana!', dedupeKey: 'runner-test' });
    expect(await runner.runNow('email-outbox')).toBe('ran');
    const row = await ctx.db.selectFrom('email_outbox').selectAll().where('dedupe_key', '=', 'runner-test').executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
    expect(await runner.runNow('expire-groups')).toBe('ran');
    expect(log.error).not.toHaveBeenCalled();
    await runner.stop();
  });
});
