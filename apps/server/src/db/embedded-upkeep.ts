import { sql } from 'kysely';
import type { Executor } from './executor.ts';

/**
 * PostgreSQL's autovacuum, in the part the app needs, for PGlite, which has none (it runs PostgreSQL as a
 * single process, without background workers; ADR 0029). A table that grew by a tenth since it was last
 * vacuumed or analysed (or never was, and has rows), or whose oldest transaction id is as old as
 * autovacuum would tolerate, gets `VACUUM (ANALYZE)`:
 * - the planner's statistics follow the data, and every statement kept prepared that reads the table is
 *   planned again (a kept plan made while the e-mail outbox was empty scanned the whole outbox in each
 *   join's e-mail cap, ever slower as it filled);
 * - dead rows are reclaimed and pages marked all-visible (the group read's index-only scans need it);
 * - old transaction ids are frozen before they could wrap around.
 * Growth is read from the table's size against what the last VACUUM or ANALYZE recorded, not from the
 * activity counters autovacuum uses, which PGlite does not keep. Answers the tables it did.
 */
export async function upkeepEmbeddedTables(db: Executor): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select name from (
      select c.relname as name, c.relpages, c.reltuples, age(c.relfrozenxid) as xid_age,
        pg_relation_size(c.oid) / current_setting('block_size')::int as pages
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
    ) t
    where (pages > 0 and (reltuples < 0 or pages >= relpages * 1.1 + 1))
      or xid_age > current_setting('autovacuum_freeze_max_age')::int
    order by pages`.execute(db);
  // One at a time, smallest first: VACUUM runs outside any transaction, each table on its own.
  for (const { name } of rows) await sql`vacuum (analyze) ${sql.id(name)}`.execute(db);
  return rows.map((r) => r.name);
}
