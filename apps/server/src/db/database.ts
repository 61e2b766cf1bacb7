import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Engine = 'pglite' | 'postgres';

/** Calls `handler` with each payload NOTIFYed on `channel`; resolves to a function that stops listening. */
export type Listen = (channel: string, handler: (payload: string) => void) => Promise<() => Promise<void>>;

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  listen: Listen;
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
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPGlite(options);
}

async function openPGlite(options: DatabaseOptions): Promise<DatabaseHandle> {
  let pglite = options.pglite;
  if (!pglite) {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    pglite = new PGlite(options.dataDir, { parsers: { [INT8_OID]: parseInt8 } });
  }
  await pglite.waitReady;
  const client = pglite;
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: client }) });
  return {
    db,
    engine: 'pglite',
    listen: async (channel, handler) => client.listen(channel, handler),
    close: async () => {
      await db.destroy();
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  pg.types.setTypeParser(INT8_OID, parseInt8);
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  // Each instance keeps one connection for LISTEN, shared by every channel it follows.
  let listener: pg.Client | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const listen: Listen = async (channel, handler) => {
    if (!listener) {
      listener = new pg.Client({ connectionString: url });
      await listener.connect();
      listener.on('notification', (message) => {
        for (const h of handlers.get(message.channel) ?? []) h(message.payload ?? '');
      });
    }
    const client = listener;
    let set = handlers.get(channel);
    if (!set) {
      set = new Set();
      handlers.set(channel, set);
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    }
    set.add(handler);
    return async () => {
      set.delete(handler);
      if (set.size === 0 && handlers.get(channel) === set) {
        handlers.delete(channel);
        await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
      }
    };
  };
  return {
    db,
    engine: 'postgres',
    listen,
    close: async () => {
      await listener?.end().catch(() => undefined);
      await db.destroy();
    },
  };
}
