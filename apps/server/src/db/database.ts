import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, type LogEvent, PostgresDialect } from 'kysely';
import pg from 'pg';
import { type DataDirLock, lockDataDir } from './data-dir-lock.ts';
import { pgliteDialect } from './pglite-dialect.ts';
import { preparedStatementPool } from './prepared-statements.ts';
import type { Database } from './schema.ts';

export type Engine = 'pglite' | 'postgres';

/**
 * Calls `handler` with each payload NOTIFYed on `channel`; resolves to a function that stops listening.
 * `onReconnect` is called after the LISTEN connection was lost and re-established: notifications sent
 * during the gap are gone, so the caller should refresh whatever it follows. `onLost` is called when
 * that connection drops: until `onReconnect`, changes go unheard (a cache must stop trusting itself).
 */
export type Listen = (
  channel: string, handler: (payload: string) => void, onReconnect?: () => void, onLost?: () => void,
) => Promise<() => Promise<void>>;

/** The embedded database on disk (DATA_DIR): the lock this process holds on it, and its backup. */
export interface EmbeddedDataDir {
  lock: DataDirLock;
  /** A gzipped tar of the whole data directory as of one instant, every acknowledged commit in it (ADR 0045). */
  dump(): Promise<Blob>;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  listen: Listen;
  /** Set when PGlite runs on a data directory on disk. */
  embedded?: EmbeddedDataDir;
  close(): Promise<void>;
}

const INT8_OID = 20;
// count(*) and sums come back as int8; every such figure here fits in a JS number.
const parseInt8 = (value: string) => Number(value);

export interface DatabaseOptions {
  /** A postgres:// URL; when absent the embedded PGlite engine is used. */
  databaseUrl?: string | undefined;
  /** PGlite's data directory; absent means in memory. */
  dataDir?: string | undefined;
  /** An already open PGlite (tests clone one prepared database per file). */
  pglite?: PGlite;
  poolSize?: number;
  /** Told of every statement run, with its parameters (bench/scale-load.ts explains the hot queries). */
  onQuery?: (sql: string, parameters: readonly unknown[]) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.onQuery);
  return openPGlite(options);
}

async function openPGlite(options: DatabaseOptions): Promise<DatabaseHandle> {
  let pglite = options.pglite;
  // Taken before PGlite touches the directory: a second process must not even open it (ADR 0045).
  const lock = !pglite && options.dataDir ? lockDataDir(options.dataDir) : undefined;
  try {
    if (!pglite) {
      if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
      pglite = new PGlite(options.dataDir, { parsers: { [INT8_OID]: parseInt8 } });
    }
    await pglite.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const client = pglite;
  const db = new Kysely<Database>({ dialect: pgliteDialect(client), log: queryLog(options.onQuery) });
  const embedded: EmbeddedDataDir | undefined = lock && {
    lock,
    // Taken holding the one session, so never in the middle of a transaction. The checkpoint writes
    // the shared buffers out, so a restore replays little WAL.
    dump: () => db.connection().execute(async () => {
      await client.exec('CHECKPOINT');
      return client.dumpDataDir('gzip');
    }),
  };
  return {
    db,
    engine: 'pglite',
    // LISTEN holding the one session, as every statement does: never inside another holder's transaction.
    listen: (channel, handler) => db.connection().execute(async () => {
      const unlisten = await client.listen(channel, handler);
      return () => db.connection().execute(() => unlisten());
    }),
    ...(embedded ? { embedded } : {}),
    close: async () => {
      await db.destroy();
      if (!client.closed) await client.close();
      lock?.release();
    },
  };
}

interface ChannelSubscriber {
  onNotify: (payload: string) => void;
  onReconnect: (() => void) | undefined;
  onLost: (() => void) | undefined;
}

const RECONNECT_MAX_DELAY_MS = 30_000;

/** Kysely's log option feeding `onQuery`, or none. */
function queryLog(onQuery: DatabaseOptions['onQuery']) {
  return onQuery && ((event: LogEvent) => onQuery(event.query.sql, event.query.parameters));
}

async function openPostgres(url: string, poolSize: number, onQuery?: DatabaseOptions['onQuery']): Promise<DatabaseHandle> {
  pg.types.setTypeParser(INT8_OID, parseInt8);
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle pooled client that loses its server must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.warn(`[database] conexão ociosa perdida: ${error.message}`));
  // Statements kept prepared on each connection (ADR 0029).
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparedStatementPool(pool) }), log: queryLog(onQuery) });

  // Each instance keeps one connection for LISTEN, shared by every channel it follows. When that
  // connection drops it is re-opened with backoff, every channel is LISTENed again, and subscribers
  // are told so they can refresh what they may have missed.
  const channels = new Map<string, Set<ChannelSubscriber>>();
  let listener: Promise<pg.Client> | undefined;
  let closed = false;

  const connectListener = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      for (const s of channels.get(message.channel) ?? []) s.onNotify(message.payload ?? '');
    });
    const lost = (error?: Error) => {
      client.removeAllListeners('end');
      client.removeAllListeners('error');
      client.on('error', () => undefined);
      if (closed) return;
      console.warn(`[database] conexão LISTEN perdida${error ? `: ${error.message}` : ''}; reconectando…`);
      listener = undefined;
      for (const set of channels.values()) for (const s of set) s.onLost?.();
      scheduleReconnect(0);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    for (const channel of channels.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return client;
  };

  const ensureListener = () => {
    listener ??= connectListener().catch((error) => {
      listener = undefined;
      throw error;
    });
    return listener;
  };

  const scheduleReconnect = (attempt: number) => {
    const delay = Math.min(RECONNECT_MAX_DELAY_MS, 100 * 2 ** attempt);
    setTimeout(() => {
      if (closed || channels.size === 0) return;
      ensureListener().then(
        () => {
          for (const set of channels.values()) for (const s of set) s.onReconnect?.();
        },
        () => scheduleReconnect(attempt + 1),
      );
    }, delay).unref();
  };

  const listen: Listen = async (channel, handler, onReconnect, onLost) => {
    const subscriber: ChannelSubscriber = { onNotify: handler, onReconnect, onLost };
    let set = channels.get(channel);
    const isNew = !set;
    if (!set) {
      set = new Set();
      channels.set(channel, set);
    }
    set.add(subscriber);
    const client = await ensureListener();
    if (isNew) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    const own = set;
    return async () => {
      own.delete(subscriber);
      if (own.size === 0 && channels.get(channel) === own) {
        channels.delete(channel);
        const current = await listener?.catch(() => undefined);
        await current?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
      }
    };
  };
  return {
    db,
    engine: 'postgres',
    listen,
    close: async () => {
      closed = true;
      const current = await listener?.catch(() => undefined);
      await current?.end().catch(() => undefined);
      await db.destroy();
    },
  };
}
