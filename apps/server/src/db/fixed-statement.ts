import {
  type Compilable, CompiledQuery, DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler,
  type RawBuilder, sql,
} from 'kysely';
import type { Database } from './schema.ts';

/** Builds statements without a database: both engines compile with PostgreSQL's compiler. */
const builder = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** The call's n-th value ($n) in a statement built by `fixedStatement`. */
export const parameter = <T>(n: number): RawBuilder<T> => sql.raw<T>(`$${n}`);

/**
 * A statement of one fixed shape, built and compiled by Kysely once, when the module loads; a call only
 * supplies its values, in the order of their `parameter(n)`. Building and compiling the join's two
 * statements costs about 90 µs per join on our hosts, some 7 % of a join's CPU (ADR 0029), so the
 * statements every join sends are written this way. Any value not given as `parameter(n)` would
 * become a constant of the text, so building refuses it.
 */
export function fixedStatement<Values extends unknown[], Row>(build: (db: Kysely<Database>) => Compilable<Row>) {
  const { sql: text, parameters } = build(builder).compile();
  if (parameters.length > 0) throw new Error(`fixedStatement: every value must be a parameter(n) in ${text}`);
  return (...values: Values): CompiledQuery<Row> => CompiledQuery.raw(text, values) as CompiledQuery<Row>;
}
