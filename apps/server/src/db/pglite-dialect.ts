import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import { type CompiledQuery, type DatabaseConnection, type Driver, PGliteDialect, type QueryResult } from 'kysely';
import { setImmediate as nextTurnOfEventLoop } from 'node:timers/promises';
import { StatementNames } from './prepared-statements.ts';

/**
 * Kysely's own PGlite dialect with a driver of ours over PGlite's public protocol API (ADR 0029):
 * - Statements kept prepared, as on PostgreSQL (the same StatementNames): PGlite's own `query` parses
 *   each statement again in six calls into its WASM engine; here a named statement is prepared and
 *   described once, then runs in one call. Values go through the instance's serializers for the
 *   described types and rows through its parsers, as PGlite's `query` does.
 * - Each holder of the one session starts in a turn of the event loop of its own: PGlite never waits on
 *   I/O, so holders handed the session by promises alone would all run in one turn, and Node accepts
 *   one new connection per turn (phones waited seconds for their first byte behind 50 queued joins).
 * Kysely's PGlite adapter has one connection, so Kysely hands the session to one holder at a time.
 */
export function pgliteDialect(pglite: PGlite): PGliteDialect {
  return new (class extends PGliteDialect {
    override createDriver(): Driver {
      return new PreparedStatementDriver(pglite);
    }
  })({ pglite });
}

const { serialize } = protocol;
const DESCRIBE_PORTAL = serialize.describe({ type: 'P' });
const EXECUTE = serialize.execute({});
const SYNC = serialize.sync();

/** PGlite's one session: the driver is its one connection too. */
class PreparedStatementDriver implements Driver, DatabaseConnection {
  readonly #names = new StatementNames();
  /** Each prepared name's parameter types, as PostgreSQL described them. */
  readonly #parameterTypes = new Map<string, number[]>();
  #inTransaction = false;

  constructor(private readonly pglite: PGlite) {}

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await nextTurnOfEventLoop();
    return this;
  }

  async beginTransaction(): Promise<void> {
    await this.#command('begin');
  }

  async commitTransaction(): Promise<void> {
    await this.#command('commit');
  }

  async rollbackTransaction(): Promise<void> {
    await this.#command('rollback');
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const name = this.#names.nameFor(query.sql, query.parameters.length) ?? '';
    const types = this.#parameterTypes.get(name) ?? await this.#prepare(name, query.sql);
    const values = query.parameters.map((value, i) => this.#serialize(value, types[i]));
    const replies = await this.#send([serialize.bind({ statement: name, values }), DESCRIBE_PORTAL, EXECUTE, SYNC]);
    const result = parse.parseResults(replies, this.pglite.parsers, { rowMode: 'object' })[0];
    return {
      rows: (result?.rows ?? []) as R[],
      numAffectedRows: result?.affectedRows === undefined ? undefined : BigInt(result.affectedRows),
    };
  }

  async #command(text: 'begin' | 'commit' | 'rollback'): Promise<void> {
    this.#inTransaction = text === 'begin';
    await this.#send([serialize.query(text)]);
  }

  // eslint-disable-next-line require-yield -- Kysely's interface; nothing here streams rows.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streamQuery is not supported on PGlite');
  }

  /** Prepares the statement under its name (unnamed when it has none) and learns its parameters' types. */
  async #prepare(name: string, text: string): Promise<number[]> {
    // Closed first (no error if absent): an earlier parse under this name may have succeeded in a call that failed.
    const replies = await this.#send([serialize.close({ type: 'S', name }), serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), SYNC]);
    const types = parse.parseDescribeStatementResults(replies);
    if (name !== '') this.#parameterTypes.set(name, types);
    return types;
  }

  #serialize(value: unknown, type: number | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = type === undefined ? undefined : this.pglite.serializers[type];
    return serializer ? serializer(value) : String(value);
  }

  async #send(messages: Uint8Array[]) {
    // Inside a transaction the files are synced at its commit, as PGlite's own transactions do.
    return (await this.pglite.execProtocol(Buffer.concat(messages), { syncToFs: !this.#inTransaction })).messages;
  }
}
