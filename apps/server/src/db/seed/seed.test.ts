import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase } from '../../testing/test-database.ts';
import { migrateToLatest } from '../migrate.ts';
import { seedDatabase } from './index.ts';
import { testEngine } from '../../testing/test-database.ts';

const tables = ['plans', 'stores', 'partners', 'categories', 'occasions', 'products', 'global_settings'] as const;

describe(`seed on ${testEngine}`, () => {
  it('is idempotent: booting twice keeps the same counts', async () => {
    const database = await createTestDatabase();
    const count = async () => Object.fromEntries(await Promise.all(tables.map(async (t) => {
      const row = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(t)}`.execute(database.db);
      return [t, row.rows[0]?.n];
    })));
    const before = await count();
    await migrateToLatest(database.db);
    await seedDatabase(database.db, { demo: true });
    await seedDatabase(database.db, { demo: true });
    expect(await count()).toEqual(before);
    expect(before.products).toBeGreaterThan(0);
    await database.close();
  });

  it('does not bring back a demo product the operator deleted', async () => {
    const database = await createTestDatabase();
    const victim = await database.db.selectFrom('products').select('id').executeTakeFirstOrThrow();
    await database.db.deleteFrom('products').where('id', '=', victim.id).execute();
    await seedDatabase(database.db, { demo: true });
    const again = await database.db.selectFrom('products').select('id').where('id', '=', victim.id).executeTakeFirst();
    expect(again).toBeUndefined();
    await database.close();
  });
});
