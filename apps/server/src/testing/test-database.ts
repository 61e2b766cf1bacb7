import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { TEMPLATE_DATABASE, withDatabase } from './global-setup.ts';

export const testEngine = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

let pglitePrepared: Promise<PGlite> | undefined;

/** A PGlite migrated and seeded once per test file; each test database is a clone() of it. */
function preparedPGlite(): Promise<PGlite> {
  pglitePrepared ??= (async () => {
    const pglite = new PGlite(undefined, { parsers: { 20: (v: string) => Number(v) } });
    const handle = await openDatabase({ pglite });
    await migrateToLatest(handle.db);
    await seedDatabase(handle.db, { demo: true });
    return pglite;
  })();
  return pglitePrepared;
}

export interface TestDatabase extends DatabaseHandle {
  /** A URL other app instances can open (PostgreSQL only). */
  url?: string;
}

/**
 * A fresh, migrated, seeded database of the engine under test (TEST_DATABASE), isolated from every
 * other test. Close it when done.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testEngine === 'pglite') {
    const template = await preparedPGlite();
    const clone = await template.clone();
    return openDatabase({ pglite: clone as PGlite });
  }
  const adminUrl = inject('postgresAdminUrl');
  const name = `juntai_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 20 });
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** createTestDatabase, closed after the tests of the block whose `beforeAll` opens it (as createTestApp's is). */
export async function openTestDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  afterAll(() => database.close());
  return database;
}
