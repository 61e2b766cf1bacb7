import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.ts';
import { jobLockKey } from '../jobs/lock.ts';

/**
 * Test helper: what a crash test reads straight from the database, where no instance can hide a
 * mistake behind its own caches.
 */
type Db = DatabaseHandle['db'];

/** Groups per store and status, counted from the rows and from the derived counts (migration 0010). */
export async function groupCountMismatches(db: Db): Promise<Array<{ store_id: string; status: string; actual: number; derived: number }>> {
  // One statement, so the fold job moving changes into the daily table cannot fall between two reads.
  const { rows } = await sql<{ store_id: string; status: string; actual: number; derived: number }>`
    with actual as (select store_id, status, count(*)::int as n from groups group by 1, 2),
    derived as (
      select store_id, status, sum(n)::int as n from (
        select store_id, status, groups as n from group_counts_daily
        union all select store_id, status, delta as n from group_count_changes
      ) parts group by 1, 2
    )
    select coalesce(a.store_id, d.store_id) as store_id, coalesce(a.status, d.status) as status,
      coalesce(a.n, 0) as actual, coalesce(d.n, 0) as derived
    from actual a full join derived d on a.store_id = d.store_id and a.status = d.status
    where coalesce(a.n, 0) <> coalesce(d.n, 0)`.execute(db);
  return rows;
}

const LOCK_NAMESPACE = 0x4a554e54;

/**
 * The application_name of the session holding the advisory lock of job `name` (jobs/lock.ts), if any:
 * tells which instance is running the job at this moment.
 */
export async function jobLockHolder(db: Db, name: string): Promise<string | undefined> {
  const { rows } = await sql<{ application_name: string }>`
    select a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
    where l.locktype = 'advisory' and l.granted and l.classid = ${LOCK_NAMESPACE >>> 0}::oid
      and l.objid = ${jobLockKey(name) >>> 0}::oid and l.objsubid = 2`.execute(db);
  return rows[0]?.application_name;
}

/** E-mails still waiting for a sender that is alive: unclaimed, or claimed by nobody any more. */
export async function deliverableEmails(db: Db): Promise<number> {
  const row = await db.selectFrom('email_outbox').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', new Date())]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
