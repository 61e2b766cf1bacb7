import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** Distinct statement texts that get a name; beyond this (a tool's ad hoc queries) they run unnamed. */
export const MAX_NAMED_STATEMENTS = 300;
// Only data statements with values: DDL runs once (migrations), and begin/commit have nothing to plan.
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Which statements both engines keep prepared (ADR 0029): the first MAX_NAMED_STATEMENTS distinct data
 * statements with values get a name for the life of the process. A session prepares a name the first
 * time it sends it and afterwards only binds and executes it, so PostgreSQL skips parsing and planning
 * it again. A kept statement survives migrations that add columns or indexes, because statements name
 * their columns (db/columns.ts); PostgreSQL re-plans it by itself.
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

/**
 * The pool given to Kysely's PostgresDialect: its clients send node-postgres's public named queries
 * (`{ name, text, values }`), one wrapper per connection, as Kysely keys its connections by client.
 */
export function preparedStatementPool(pool: pg.Pool): PostgresPool {
  const names = new StatementNames();
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    // Only the (text, values) form: the dialect is given no cursor, so Kysely never passes one.
    query: ((text: string, values: readonly unknown[]) => {
      const name = names.nameFor(text, values.length);
      return client.query(name ? { name, text, values: [...values] } : { text, values: [...values] });
    }) as unknown as PostgresPoolClient['query'],
    release: (destroy) => client.release(destroy),
  });
  return {
    options: pool.options,
    connect: async () => {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) wrappers.set(client, (wrapper = wrap(client)));
      return wrapper;
    },
    end: () => pool.end(),
  };
}
