import type pg from 'pg';

/** Distinct statement texts that get a name; beyond this (a tool's ad hoc queries) they run unnamed. */
export const MAX_NAMED_STATEMENTS = 300;
// Only data statements with values: DDL runs once (migrations), and begin/commit have nothing to plan.
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * The one statement-preparation policy of both engines (ADR 0029). The first MAX_NAMED_STATEMENTS
 * distinct data statements with values get a name for the life of the process; each session prepares
 * a named statement the first time it sends it and afterwards only binds and executes it, so
 * PostgreSQL skips parsing, analysing and (after its first few runs) planning it again: on a join about
 * a third of the engine's work (ADR 0029). Names are never reused for another text, and a
 * session remembers a name only once its parse succeeded.
 *
 * A kept statement survives migrations that add columns or indexes: PostgreSQL re-plans it by itself,
 * and its rows keep their shape because statements name their columns (db/columns.ts; the lint forbids
 * `select *`). A migration that changes or drops a column the running code reads is a breaking change
 * for that code with or without kept statements: it is made in two releases (ADR 0029).
 */
export class StatementNames {
  readonly #names = new Map<string, string>();

  /** The statement's name, or undefined when it runs unnamed. */
  nameFor(text: string, valueCount: number): string | undefined {
    const known = this.#names.get(text);
    if (known !== undefined || valueCount === 0 || this.#names.size >= MAX_NAMED_STATEMENTS || !PREPARABLE.test(text)) return known;
    const name = `juntai_${this.#names.size}`;
    this.#names.set(text, name);
    return name;
  }
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

/** A pool whose clients send named statements (node-postgres prepares a name once per connection). */
export function preparedStatementPool(pool: pg.Pool): DialectPool {
  const names = new StatementNames();
  const wrap = (client: pg.PoolClient): DialectClient => ({
    query: (text, values = []) => {
      const name = names.nameFor(text, values.length);
      return name ? client.query({ name, text, values: values as unknown[] }) : client.query(text, values as unknown[]);
    },
    release: (error) => client.release(error),
  });
  return { connect: async () => wrap(await pool.connect()), end: () => pool.end() };
}
