import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import {
  type CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type Kysely, PostgresAdapter, PostgresIntrospector,
  PostgresQueryCompiler, type QueryResult,
} from 'kysely';
import { setImmediate as nextTurnOfEventLoop } from 'node:timers/promises';
import pg from 'pg';

/**
 * Kysely over PGlite with one call into PGlite per statement. PGlite's own `query` sends parse,
 * describe, bind, describe, execute and sync as six separate calls into its WASM engine, the describe
 * only to learn the parameters' types; here the six messages go in one buffer and the parameters travel
 * as text whose type PostgreSQL infers, exactly as node-postgres sends them (its `prepareValue`), so both
 * engines see the same values. Rows are parsed by PGlite's own parsers (the instance's, so int8 stays a
 * number). On a join that is about half of what PGlite cost per statement (ADR 0016).
 *
 * PGlite is one session: a connection is PGlite held exclusively (its transaction mutex) from acquire to
 * release, so a transaction's statements never interleave with anyone else's, and PGlite's own calls
 * (LISTEN) wait their turn.
 *
 * PGlite runs in this process and never waits on I/O, so the session passed from one holder to the next
 * by promises alone would run every queued transaction in one turn of the event loop: a loop of
 * statements (the e-mail sender draining thousands of e-mails) reads no request until it ends, and 50
 * queued joins make a turn of a quarter second. Node accepts one new connection per turn, so a phone
 * arriving then waits seconds for its first byte (ADR 0016). Each holder therefore starts in a turn of
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

class OneCallPGliteDriver implements Driver {
  readonly #pglite: PGlite;
  readonly #statements = new PreparedStatements();

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
      void this.#pglite._runExclusiveTransaction(async () => {
        await nextTurnOfEventLoop();
        entered();
        await released;
      });
    });
    return new OneCallConnection(this.#pglite, this.#statements, release);
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

  constructor(private readonly pglite: PGlite, private readonly statements: PreparedStatements, readonly release: () => void) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const values = query.parameters.map((value) => prepareValue(value));
    const prepared = this.statements.lookup(query.sql);
    const message = prepared.known
      ? concat([...prepared.closing, serialize.bind({ statement: prepared.name, values }), DESCRIBE_PORTAL, EXECUTE, SYNC])
      : concat([...prepared.closing, serialize.parse({ name: prepared.name, text: query.sql }), serialize.bind({ statement: prepared.name, values }), DESCRIBE_PORTAL, EXECUTE, SYNC]);
    const replies = await this.#send(message);
    // Kept only once PostgreSQL has it: a statement whose parse failed does not exist.
    if (!prepared.known) this.statements.remember(query.sql, prepared.name);
    const result = parse.parseResults(replies, this.pglite.parsers, { rowMode: 'object' })[0];
    return {
      rows: (result?.rows ?? []) as R[],
      numAffectedRows: result?.affectedRows === undefined ? undefined : BigInt(result.affectedRows),
    };
  }

  /** begin, commit, rollback: the simple protocol, one message. */
  async command(text: 'begin' | 'commit' | 'rollback'): Promise<void> {
    this.#inTransaction = text === 'begin';
    await this.#send(serialize.query(text));
  }

  // eslint-disable-next-line require-yield -- Kysely's interface; PGlite has no cursor streaming here.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streamQuery is not supported on PGlite');
  }

  #send(message: Uint8Array) {
    // Inside a transaction the files are synced at its commit, as PGlite's own transactions do.
    return this.pglite._runExclusiveQuery(() => this.pglite.execProtocolStream(message, { syncToFs: !this.#inTransaction }));
  }
}

/** Named statements kept in PGlite's session, most recently used last. */
export const PREPARED_KEPT = 300;
// Only data statements are kept: DDL runs once (migrations), and would outdate the plans of the rest.
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * The statements PGlite's session has prepared, by text, so that a statement sent again skips parsing,
 * analysis and (after PostgreSQL's first few runs) planning: on a join about a third of the engine's
 * work (ADR 0016). Safe here as it is not on a shared PostgreSQL: one process owns a PGlite data
 * directory and migrates it before any query, so no other instance can change a table under a kept plan.
 * Each name is used once: a name whose parse failed is never reused.
 */
class PreparedStatements {
  readonly #names = new Map<string, string>();
  #closing: string[] = [];
  #made = 0;

  /** The statement's name, whether the session has it, and the evicted statements to close first. */
  lookup(text: string): { name: string; known: boolean; closing: Uint8Array[] } {
    const closing = this.#closing.map((name) => serialize.close({ type: 'S', name }));
    this.#closing = [];
    const name = this.#names.get(text);
    if (name !== undefined) {
      // Most recently used last.
      this.#names.delete(text);
      this.#names.set(text, name);
      return { name, known: true, closing };
    }
    return { name: PREPARABLE.test(text) ? `juntai_${++this.#made}` : '', known: false, closing };
  }

  remember(text: string, name: string): void {
    if (name === '') return;
    this.#names.set(text, name);
    if (this.#names.size <= PREPARED_KEPT) return;
    const [oldestText, oldestName] = this.#names.entries().next().value as [string, string];
    this.#names.delete(oldestText);
    this.#closing.push(oldestName);
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
