import type pg from 'pg';

/**
 * NOTIFYed by a migration run that changed the schema: every instance prepares its statements again
 * (ADR 0019), so one that kept a statement across another instance's migration does not fail on it.
 */
export const SCHEMA_CHANGED_CHANNEL = 'juntai_schema_changed';

/** Distinct statement texts that get a name; beyond this (a tool's ad hoc queries) they run unnamed. */
export const MAX_NAMED_STATEMENTS = 300;

/**
 * A kept statement that no longer fits the schema: 0A000 "cached plan must not change result type"
 * (raised by PostgreSQL's RevalidateCachedQuery: a `select *` whose table gained or lost a column) or
 * 26000 "prepared statement does not exist" (the session's statements were discarded).
 */
export function isStaleStatement(error: unknown): boolean {
  const { code, routine } = (error ?? {}) as { code?: string; routine?: string };
  return code === '26000' || (code === '0A000' && routine === 'RevalidateCachedQuery');
}

/** The part of pg.Pool that Kysely's PostgresDialect uses. */
export interface DialectPool {
  connect(): Promise<DialectClient>;
  end(): Promise<void>;
}

interface DialectClient {
  query(text: string, values?: readonly unknown[]): Promise<pg.QueryResult>;
  release(error?: Error | boolean): void;
}

/**
 * A pool whose statements with parameters are prepared once per connection and then only bound and
 * executed (ADR 0019): PostgreSQL skips parsing and planning them again, node-postgres skips sending
 * them. Each text gets a name of this process; a connection prepares it on first use.
 *
 * A kept statement goes stale when the schema changes under it. Then every name changes (each
 * connection prepares its statements anew) and, outside a transaction, the statement is run again at
 * once; inside one, the error ends the transaction as any failure would. A migration NOTIFYs
 * `SCHEMA_CHANGED_CHANNEL` and `schemaChanged()` changes the names before any statement fails.
 */
export function preparedStatementPool(pool: pg.Pool): { pool: DialectPool; schemaChanged(): void } {
  const ids = new Map<string, number>();
  // Part of every name: a new generation has every connection prepare its statements anew.
  let schemaGeneration = 0;

  const nameFor = (text: string): string | undefined => {
    let id = ids.get(text);
    if (id === undefined) {
      if (ids.size >= MAX_NAMED_STATEMENTS) return undefined;
      id = ids.size;
      ids.set(text, id);
    }
    return `juntai_${schemaGeneration}_${id}`;
  };

  const wrap = (client: pg.PoolClient): DialectClient => {
    let inTransaction = false;
    const run = async (text: string, values: readonly unknown[] | undefined, retried: boolean): Promise<pg.QueryResult> => {
      if (!values || values.length === 0) {
        const result = await client.query(text);
        // Kysely opens and ends transactions with these plain statements.
        if (/^\s*(begin|start transaction)\b/i.test(text)) inTransaction = true;
        else if (/^\s*(commit|rollback)\s*$/i.test(text)) inTransaction = false;
        return result;
      }
      const name = nameFor(text);
      if (!name) return client.query(text, values as unknown[]);
      try {
        return await client.query({ name, text, values: values as unknown[] });
      } catch (error) {
        if (!isStaleStatement(error)) throw error;
        // The schema changed under it, so under every connection's kept statements too.
        schemaGeneration++;
        if (inTransaction || retried) throw error;
        return run(text, values, true);
      }
    };
    return {
      query: (text, values) => run(text, values, false),
      release: (error) => client.release(error),
    };
  };

  return {
    pool: { connect: async () => wrap(await pool.connect()), end: () => pool.end() },
    schemaChanged: () => {
      schemaGeneration++;
    },
  };
}
