import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import { type JobRunRecord, recordJobRun } from '../db/repositories/job-runs.ts';
import { withJobLock } from './lock.ts';

export interface Job {
  /** Also the advisory lock's identity: one instance at a time runs a job of a given name. */
  name: string;
  /** Pause between the end of one run and the start of the next. */
  intervalMs: number;
  /**
   * False for a job that claims its own rows in short statements (the store webhooks): every instance
   * may run it at once, and no connection sits in a transaction while it talks to the network.
   * Otherwise the job runs under its advisory lock, one instance at a time.
   */
  exclusive?: boolean;
  /** The signal aborts when the runner stops: long jobs stop between items. */
  run(ctx: AppContext, signal: AbortSignal): Promise<unknown>;
}

/** ran; skipped (another instance holds the lock); busy (already running here); failed (logged). */
export type JobOutcome = 'ran' | 'skipped' | 'busy' | 'failed';

export interface JobRunner {
  /** Schedules every job; the first runs come within a second (jittered across instances). */
  start(): void;
  /** Runs one job now (tests, or a CLI), with the same lock and no-overlap rule. */
  runNow(name: string): Promise<JobOutcome>;
  /** Cancels what is scheduled and waits for the runs in progress. */
  stop(): Promise<void>;
  /** Started and not stopped: its jobs are scheduled (the readiness check's). */
  readonly running: boolean;
}

interface JobState {
  job: Job;
  timer: NodeJS.Timeout | undefined;
  running: Promise<JobOutcome> | undefined;
}

export function createJobRunner(ctx: AppContext, jobs: Job[], log: FastifyBaseLogger): JobRunner {
  const states = new Map<string, JobState>(jobs.map((job) => [job.name, { job, timer: undefined, running: undefined }]));
  const abort = new AbortController();
  let started = false;
  let stopped = false;

  // The back office's status panel reads the last run of each job; failing to write it is only logged.
  const remember = (run: JobRunRecord) => recordJobRun(ctx.db, run).catch((error: unknown) => log.warn({ err: error, job: run.name }, 'job run not recorded'));

  const runNow = (name: string): Promise<JobOutcome> => {
    const state = states.get(name);
    if (!state) return Promise.reject(new Error(`unknown job: ${name}`));
    if (state.running) return Promise.resolve('busy');
    if (stopped) return Promise.resolve('skipped');
    const run = (async (): Promise<JobOutcome> => {
      const started = Date.now();
      const startedAt = ctx.clock.now();
      try {
        const work = async () => {
          await state.job.run(ctx, abort.signal);
        };
        const ran = state.job.exclusive === false ? (await work(), true) : await withJobLock(ctx, name, work);
        if (ran) {
          log.debug({ job: name, ms: Date.now() - started }, 'job ran');
          await remember({ name, started_at: startedAt, finished_at: ctx.clock.now(), outcome: 'ran', error: null });
        }
        return ran ? 'ran' : 'skipped';
      } catch (error) {
        // A failing job must never take the process down; the next run tries again.
        log.error({ err: error, job: name }, 'job failed');
        await remember({ name, started_at: startedAt, finished_at: ctx.clock.now(), outcome: 'failed', error: error instanceof Error ? error.message.slice(0, 500) : String(error) });
        return 'failed';
      } finally {
        state.running = undefined;
      }
    })();
    state.running = run;
    return run;
  };

  const schedule = (state: JobState, delayMs: number) => {
    if (stopped) return;
    state.timer = setTimeout(() => {
      state.timer = undefined;
      void runNow(state.job.name).then(() => schedule(state, state.job.intervalMs));
    }, delayMs);
    state.timer.unref();
  };

  return {
    start() {
      started = true;
      for (const state of states.values()) {
        if (!state.timer && !state.running) schedule(state, Math.min(state.job.intervalMs, Math.floor(Math.random() * 1_000)));
      }
    },
    runNow,
    async stop() {
      stopped = true;
      abort.abort();
      for (const state of states.values()) {
        if (state.timer) clearTimeout(state.timer);
        state.timer = undefined;
      }
      await Promise.all([...states.values()].map((state) => state.running));
    },
    get running() {
      return started && !stopped;
    },
  };
}
