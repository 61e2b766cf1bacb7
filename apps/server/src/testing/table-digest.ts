import { type Kysely, sql } from 'kysely';

/** A digest per table (name → md5 of every row, in a fixed order): equal digests, equal contents. */
export type TableDigests = Record<string, string>;

async function tablesOf(db: Kysely<any>): Promise<Array<{ name: string; hasStoreId: boolean }>> {
  const rows = await sql<{ table_name: string; has_store_id: boolean }>`
    select t.table_name, exists (
      select 1 from information_schema.columns c
      where c.table_schema = t.table_schema and c.table_name = t.table_name and c.column_name = 'store_id'
    ) as has_store_id
    from information_schema.tables t
    where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by t.table_name`.execute(db);
  return rows.rows.map((r) => ({ name: r.table_name, hasStoreId: r.has_store_id }));
}

/**
 * The digest of every table in one query (fast on the single-connection PGlite too), minus `skip`.
 * With `storeId`, only the tables that belong to stores, and only that store's rows: what another
 * store's merchant must never change.
 */
export async function tableDigests(db: Kysely<any>, options: { skip?: Iterable<string>; storeId?: string } = {}): Promise<TableDigests> {
  const skip = new Set(options.skip ?? []);
  const tables = (await tablesOf(db)).filter((t) => !skip.has(t.name) && (options.storeId === undefined || t.hasStoreId));
  if (tables.length === 0) return {};
  const parts = tables.map((t) => {
    const where = options.storeId === undefined ? sql`` : sql` where t.store_id = ${options.storeId}`;
    return sql`select ${t.name}::text as name, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest from ${sql.table(t.name)} t${where}`;
  });
  const rows = await sql<{ name: string; digest: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return Object.fromEntries(rows.rows.map((r) => [r.name, r.digest]));
}

/** The tables whose digest differs between two snapshots. */
export function changedTables(before: TableDigests, after: TableDigests): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n] !== after[n]).sort();
}
