import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDatabase } from './seed/index.ts';

// What `npm start` does at every boot, on a real PGlite data directory on disk.
async function boot(dataDir: string) {
  const database = await openDatabase({ dataDir });
  await migrateToLatest(database.db);
  await seedDatabase(database.db, { demo: true });
  return database;
}

describe('restarting on the embedded database', () => {
  it('keeps the data and does not duplicate the demo catalogue', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'juntai-data-'));
    try {
      const first = await boot(dataDir);
      await first.db.updateTable('stores').set({ button_text: 'Junte-se já' }).where('store_id', '=', 'default').execute();
      const countsBefore = await sql<{ products: number; plans: number }>`select (select count(*) from products)::int as products, (select count(*) from plans)::int as plans`.execute(first.db);
      await first.close();

      const second = await boot(dataDir);
      const countsAfter = await sql<{ products: number; plans: number }>`select (select count(*) from products)::int as products, (select count(*) from plans)::int as plans`.execute(second.db);
      const store = await second.db.selectFrom('stores').select('button_text').where('store_id', '=', 'default').executeTakeFirstOrThrow();
      await second.close();

      expect(countsAfter.rows[0]).toEqual(countsBefore.rows[0]);
      expect(countsBefore.rows[0]?.products).toBeGreaterThan(0);
      expect(store.button_text).toBe('Junte-se já');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
