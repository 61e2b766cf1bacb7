import type { Executor } from '../executor.ts';
import { jobRunColumns } from '../columns.ts';

export interface JobRunRecord {
  name: string;
  started_at: Date;
  finished_at: Date;
  outcome: 'ran' | 'failed';
  error: string | null;
}

/** Keeps only the latest run of each job (one row per job). */
export async function recordJobRun(db: Executor, run: JobRunRecord): Promise<void> {
  await db.insertInto('job_runs').values(run)
    .onConflict((oc) => oc.column('name').doUpdateSet({ started_at: run.started_at, finished_at: run.finished_at, outcome: run.outcome, error: run.error }))
    .execute();
}

export async function listJobRuns(db: Executor): Promise<JobRunRecord[]> {
  return db.selectFrom('job_runs').select(jobRunColumns).orderBy('name').execute();
}
