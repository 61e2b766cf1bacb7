import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import { type CompiledQuery, type DatabaseConnection, type Driver, PGliteDialect, type QueryResult } from 'kysely';
import { setImmediate as nextTurnOfEventLoop } from 'node:timers/promises';
import { StatementNames } from './prepared-statements.ts';

/**
 * Kysely's own PGlite dialect (its adapter, compiler and introspector) with a driver of our own over
 * PGlite's public protocol API, for two reasons (ADR 0029):
 *
 * - **Statements kept prepared, as on PostgreSQL.** PGlite's own `query` parses every statement again
 *   and makes six calls into its WASM engine for it (parse, a describe to learn the parameters' types,
 *   bind, describe, execute, sync). Here the first MAX_NAMED_STATEMENTS data statements get a name
 *   (the same StatementNames as PostgreSQL's pool): prepared and described once, then each run is one
 *   call (bind, describe, execute, sync). Values are serialised by the instance's own serializers for
 *   the types PostgreSQL described, and rows parsed by its own parsers, as PGlite's `query` does.
 * - **Each holder of the session starts in a turn of the event loop of its own.** PGlite runs in this
 *   process and never waits on I/O, so a session handed from one holder to the next by promises alone
 *   runs every queued transaction in one turn: a loop of statements (the e-mail sender draining its
 *   outbox) reads no request until it ends, and Node accepts one new connection per turn, so phones
 *   arriving during 50 queued joins waited seconds for their first byte.
 *
 * PGlite is one session: Kysely's PGlite adapter says it has one connection, so Kysely hands it to one
 * holder at a time, and whatever else talks to PGlite (LISTEN, the backup) does so holding it too.
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

class PreparedStatementDriver implements Driver {
  readonly #connection: PreparedStatementConnection;

  constructor(private readonly pglite: PGlite) {
    this.#connection = new PreparedStatementConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await nextTurnOfEventLoop();
    return this.#connection;
  }

  async beginTransaction(): Promise<void> {
    await this.#connection.command('begin');
  }

  async commitTransaction(): Promise<void> {
    await this.#connection.command('commit');
  }

  async rollbackTransaction(): Promise<void> {
    await this.#connection.command('rollback');
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }
}

class PreparedStatementConnection implements DatabaseConnection {
  readonly #names = new StatementNames();
  /** Each prepared name's parameter types, as PostgreSQL described them. */
  readonly #parameterTypes = new Map<string, number[]>();
  #inTransaction = false;

  constructor(private readonly pglite: PGlite) {}

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

  /** begin, commit, rollback. */
  async command(text: 'begin' | 'commit' | 'rollback'): Promise<void> {
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
    const buffer = new Uint8Array(messages.reduce((n, m) => n + m.length, 0));
    let at = 0;
    for (const message of messages) {
      buffer.set(message, at);
      at += message.length;
    }
    // Inside a transaction the files are synced at its commit, as PGlite's own transactions do.
    return (await this.pglite.execProtocol(buffer, { syncToFs: !this.#inTransaction })).messages;
  }
}
