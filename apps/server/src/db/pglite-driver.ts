import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import {
  type CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type Kysely, PostgresAdapter, PostgresIntrospector,
  PostgresQueryCompiler, type QueryResult,
} from 'kysely';
import { setImmediate as nextTurnOfEventLoop } from 'node:timers/promises';
import pg from 'pg';
import { StatementNames } from './prepared-statements.ts';

/**
 * Kysely over PGlite with one call into PGlite per statement. PGlite's own `query` sends parse,
 * describe, bind, describe, execute and sync as six separate calls into its WASM engine, the describe
 * only to learn the parameters' types; here the six messages go in one buffer and the parameters travel
 * as text whose type PostgreSQL infers, exactly as node-postgres sends them (its `prepareValue`), so both
 * engines see the same values. Rows are parsed by PGlite's own parsers (the instance's, so int8 stays a
 * number). On a join that is about half of what PGlite cost per statement (ADR 0029).
 *
 * PGlite is one session: a connection is PGlite held exclusively (its transaction mutex) from acquire to
 * release, so a transaction's statements never interleave with anyone else's, and PGlite's own calls
 * (LISTEN) wait their turn.
 *
 * PGlite runs in this process and never waits on I/O, so the session passed from one holder to the next
 * by promises alone would run every queued transaction in one turn of the event loop: a loop of
 * statements (the e-mail sender draining thousands of e-mails) reads no request until it ends, and 50
 * queued joins make a turn of a quarter second. Node accepts one new connection per turn, so a phone
 * arriving then waits seconds for its first byte (ADR 0029). Each holder therefore starts in a turn of
 * its own; a transaction's own statements run without a pause.
 */
export function pgliteDialect(pglite: PGlite): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new OneCallPGliteDriver(pglite),
    createIntrospector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}

const { serialize } = protocol;
// node-postgres turns each JavaScript value into the text PostgreSQL reads (dates, arrays, JSON, buffers).
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): string | Buffer | null } }).utils;
const SYNC = serialize.sync();
const DESCRIBE_PORTAL = serialize.describe({ type: 'P' });
const EXECUTE = serialize.execute({});
const BEGIN = serialize.query('begin');

class OneCallPGliteDriver implements Driver {
  readonly #pglite: PGlite;
  readonly #statements = new StatementNames();
  /** The names PGlite's one session has prepared. */
  readonly #prepared = new Set<string>();

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async init(): Promise<void> {
    await this.#pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await new Promise<void>((entered) => {
      // PGlite's own queries (its LISTEN) take the same lock, so they wait for the release too.
      void this.#pglite.runExclusive(async () => {
        await nextTurnOfEventLoop();
        entered();
        await released;
      });
    });
    return new OneCallConnection(this.#pglite, this.#statements, this.#prepared, release);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as OneCallConnection).command('begin');
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as OneCallConnection).command('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as OneCallConnection).command('rollback');
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as OneCallConnection).release();
  }

  async destroy(): Promise<void> {
    if (!this.#pglite.closed) await this.#pglite.close();
  }
}

class OneCallConnection implements DatabaseConnection {
  #inTransaction = false;
  #beginPending = false;

  constructor(
    private readonly pglite: PGlite, private readonly statements: StatementNames, private readonly prepared: Set<string>, readonly release: () => void,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const values = query.parameters.map((value) => prepareValue(value));
    const name = this.statements.nameFor(query.sql, values.length) ?? '';
    const known = name !== '' && this.prepared.has(name);
    // A name not yet known is closed first (no error if absent): an earlier parse of it may have succeeded
    // under a bind that failed.
    const prepare = known ? [] : [serialize.close({ type: 'S', name }), serialize.parse({ name, text: query.sql })];
    const replies = await this.#send([...prepare, serialize.bind({ statement: name, values }), DESCRIBE_PORTAL, EXECUTE, SYNC]);
    if (name !== '') this.prepared.add(name);
    // The last result is the statement's (a deferred BEGIN's, when there is one, comes first).
    const result = parse.parseResults(replies, this.pglite.parsers, { rowMode: 'object' }).at(-1);
    return {
      rows: (result?.rows ?? []) as R[],
      numAffectedRows: result?.affectedRows === undefined ? undefined : BigInt(result.affectedRows),
    };
  }

  /**
   * begin, commit, rollback: the simple protocol, one message. A BEGIN goes with the transaction's
   * first statement, in the same call into PGlite (the connection holds PGlite alone, so nothing can
   * come between them); a transaction that sent no statement sends neither its BEGIN nor its end.
   */
  async command(text: 'begin' | 'commit' | 'rollback'): Promise<void> {
    if (text === 'begin') {
      this.#inTransaction = true;
      this.#beginPending = true;
      return;
    }
    this.#inTransaction = false;
    if (this.#beginPending) {
      this.#beginPending = false;
      return;
    }
    await this.#send([serialize.query(text)]);
  }

  // eslint-disable-next-line require-yield -- Kysely's interface; PGlite has no cursor streaming here.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streamQuery is not supported on PGlite');
  }

  #send(messages: Uint8Array[]) {
    if (this.#beginPending) {
      this.#beginPending = false;
      messages.unshift(BEGIN);
    }
    // Inside a transaction the files are synced at its commit, as PGlite's own transactions do.
    // The connection holds PGlite's lock (acquireConnection); the protocol calls take no lock of their own.
    return this.pglite.execProtocolStream(concat(messages), { syncToFs: !this.#inTransaction });
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
