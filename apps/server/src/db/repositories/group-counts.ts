import { sql } from 'kysely';
import type { Executor } from '../executor.ts';
import type { Period } from './operator-figures.ts';

/** A São Paulo calendar day as the trigger of migration 0010 computes it (UTC minus 3 hours). */
const saoPauloDay = (at: Date) => sql`((${at}::timestamptz AT TIME ZONE 'UTC') - interval '3 hours')::date`;

/**
 * Groups created in the period by stored status: the folded days plus the changes not folded yet, so
 * the figure is exact between two runs of the job. Period bounds are São Paulo midnights (monthRange).
 */
export async function storedStatusCounts(db: Executor, period: Period): Promise<Map<string, number>> {
  const result = await sql<{ status: string; n: string }>`
    SELECT status, sum(n)::bigint AS n FROM (
      SELECT day, status, groups AS n FROM group_counts_daily
      UNION ALL
      SELECT day, status, delta AS n FROM group_count_changes
    ) AS counted
    WHERE true
      ${period.start ? sql`AND day >= ${saoPauloDay(period.start)}` : sql``}
      ${period.end ? sql`AND day < ${saoPauloDay(period.end)}` : sql``}
    GROUP BY status`.execute(db);
  return new Map(result.rows.map((r) => [r.status, Number(r.n)]));
}

/**
 * Moves the trigger's change rows into the daily counts in one statement (the `fold-group-counts` job):
 * readers see the rows either before or after the move, never both or neither. Returns how many it moved.
 */
export async function foldGroupCountChanges(db: Executor): Promise<number> {
  const result = await sql<{ moved: string }>`
    WITH moved AS (DELETE FROM group_count_changes RETURNING day, status, delta),
    folded AS (
      INSERT INTO group_counts_daily AS d (day, status, groups)
      SELECT day, status, sum(delta)::int FROM moved GROUP BY day, status
      ON CONFLICT (day, status) DO UPDATE SET groups = d.groups + excluded.groups
    )
    SELECT count(*)::bigint AS moved FROM moved`.execute(db);
  return Number(result.rows[0]?.moved ?? 0);
}
