import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { findPostgresBin, startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.ts';

export const TEMPLATE_DATABASE = 'juntai_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the PostgreSQL server when TEST_DATABASE=postgres. */
    postgresAdminUrl: string;
  }
}

/**
 * TEST_DATABASE=postgres runs the server suite on a real PostgreSQL: the one named by
 * TEST_DATABASE_URL, else a throwaway cluster started here. A migrated and seeded template database
 * is made once; every test file copies it (CREATE DATABASE … TEMPLATE), which takes milliseconds.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE !== 'postgres') return;
  let cluster: ThrowawayPostgres | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const bin = findPostgresBin();
    if (!bin) throw new Error('TEST_DATABASE=postgres, mas não há TEST_DATABASE_URL nem binários do PostgreSQL (PG_BIN).');
    cluster = await startThrowawayPostgres(bin);
    adminUrl = cluster.url;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const templateUrl = withDatabase(adminUrl, TEMPLATE_DATABASE);
  const handle = await openDatabase({ databaseUrl: templateUrl });
  await migrateToLatest(handle.db);
  await seedDatabase(handle.db, { demo: true });
  await handle.close();

  project.provide('postgresAdminUrl', adminUrl);
  return async () => {
    if (cluster) await cluster.stop();
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
