import { sql } from 'kysely';
import type { Executor } from '../executor.ts';
import { monthOfDay, saoPauloDate } from './sao-paulo-day.ts';

/** A period [start, end) or all time (no bounds); bounds are São Paulo midnights (monthRange). */
export interface Period {
  start?: Date | undefined;
  end?: Date | undefined;
}

/** Which groups a count covers: created in the period (all time when absent), of one store or all. */
export interface CountScope {
  period?: Period;
  storeId?: string;
}

export interface GroupCounts {
  total: number;
  active: number;
  completed: number;
  expired: number;
}

/** A period bound's São Paulo day, as the trigger of migration 0010 files each group. */
const saoPauloDay = (at: Date) => saoPauloDate(sql`${at}::timestamptz`);

/**
 * The roll-up's rows in the scope (a FROM item with its WHERE): the folded days plus the changes not
 * folded yet, so a sum over them is exact between two runs of the job.
 */
function countedIn(scope: CountScope) {
  const { period = {}, storeId } = scope;
  return sql`(
      SELECT day, store_id, status, groups AS n FROM group_counts_daily
      UNION ALL
      SELECT day, store_id, status, delta AS n FROM group_count_changes
    ) AS counted
    WHERE true
      ${storeId === undefined ? sql`` : sql`AND store_id = ${storeId}`}
      ${period.start ? sql`AND day >= ${saoPauloDay(period.start)}` : sql``}
      ${period.end ? sql`AND day < ${saoPauloDay(period.end)}` : sql``}`;
}

/** Groups created in each São Paulo month of the period, whatever their status: 'YYYY-MM' → groups. */
export async function groupsCreatedByMonth(db: Executor, period: Period): Promise<Map<string, number>> {
  const result = await sql<{ month: string; n: string }>`
    SELECT ${monthOfDay(sql`day`)} AS month, sum(n)::bigint AS n FROM ${countedIn({ period })}
    GROUP BY 1`.execute(db);
  return new Map(result.rows.map((r) => [r.month, Number(r.n)]));
}

/**
 * Groups in the scope by effective status (an active group past its expiry counts as expired), for
 * the back office and the merchant panel, in one statement. The stored statuses come from the daily
 * roll-up; only the active groups already past their expiry, which the sweeper job turns expired within
 * a minute, are counted in the groups table, through (status, expires_at), as the row 'due'.
 */
export async function groupCounts(db: Executor, scope: CountScope, now: Date): Promise<GroupCounts> {
  let dueQuery = db.selectFrom('groups').select(sql<number>`count(*)::int`.as('n'))
    .where('status', '=', 'active').where('expires_at', '<=', now);
  if (scope.storeId !== undefined) dueQuery = dueQuery.where('store_id', '=', scope.storeId);
  if (scope.period?.start) dueQuery = dueQuery.where('created_at', '>=', scope.period.start);
  if (scope.period?.end) dueQuery = dueQuery.where('created_at', '<', scope.period.end);
  const result = await sql<{ status: string; n: string }>`
    SELECT status, sum(n)::bigint AS n FROM ${countedIn(scope)}
    GROUP BY status
    UNION ALL
    SELECT 'due', ${dueQuery}`.execute(db);
  const counts = new Map(result.rows.map((r) => [r.status, Number(r.n)]));
  const count = (status: string) => counts.get(status) ?? 0;
  const due = count('due');
  const total = count('active') + count('completed') + count('expired');
  return { total, active: count('active') - due, completed: count('completed'), expired: count('expired') + due };
}

/**
 * Moves the trigger's change rows into the daily counts in one statement (the `fold-group-counts` job):
 * readers see the rows either before or after the move, never both or neither. Returns how many it moved.
 */
export async function foldGroupCountChanges(db: Executor): Promise<number> {
  const result = await sql<{ moved: string }>`
    WITH moved AS (DELETE FROM group_count_changes RETURNING day, store_id, status, delta),
    folded AS (
      INSERT INTO group_counts_daily AS d (day, store_id, status, groups)
      SELECT day, store_id, status, sum(delta)::int FROM moved GROUP BY day, store_id, status
      ON CONFLICT (day, store_id, status) DO UPDATE SET groups = d.groups + excluded.groups
    )
    SELECT count(*)::bigint AS moved FROM moved`.execute(db);
  return Number(result.rows[0]?.moved ?? 0);
}

/**
 * Completed groups that were rescued (the domain's rescueKind, written when each completed), by when
 * they completed: `from` inclusive, `until` exclusive. Reads the small index of rescued groups only.
 */
export async function countRescuedGroups(db: Executor, scope: { storeId?: string; from?: Date; until?: Date }): Promise<number> {
  let query = db.selectFrom('groups').select(sql<number>`count(*)::int`.as('n'))
    .where('rescued_by', 'is not', null).where('status', '=', 'completed');
  if (scope.storeId !== undefined) query = query.where('store_id', '=', scope.storeId);
  if (scope.from) query = query.where('closed_at', '>=', scope.from);
  if (scope.until) query = query.where('closed_at', '<', scope.until);
  return Number((await query.executeTakeFirstOrThrow()).n);
}
