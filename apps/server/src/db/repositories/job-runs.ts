import type { Executor } from '../executor.ts';
import { jobRunColumns } from '../columns.ts';

export interface JobRunRecord {
  name: string;
  started_at: Date;
  finished_at: Date;
  outcome: 'ran' | 'failed';
  error: string | null;
}

/** Keeps only the latest run of each job (one row per job), and when it last succeeded. */
export async function recordJobRun(db: Executor, run: JobRunRecord): Promise<void> {
  const succeededAt = run.outcome === 'ran' ? run.finished_at : null;
  await db.insertInto('job_runs').values({ ...run, last_succeeded_at: succeededAt })
    .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({
      started_at: run.started_at, finished_at: run.finished_at, outcome: run.outcome, error: run.error,
      last_succeeded_at: succeededAt ?? eb.ref('job_runs.last_succeeded_at'),
    })))
    .execute();
}

export async function listJobRuns(db: Executor): Promise<Array<JobRunRecord & { last_succeeded_at: Date | null }>> {
  return db.selectFrom('job_runs').select(jobRunColumns).orderBy('name').execute();
}
