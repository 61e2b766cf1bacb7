import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledOnce } from './compiled-once.ts';
import type { Executor } from './executor.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../testing/test-database.ts';

describe(`compiledOnce on ${testEngine}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  // A value used twice, a constant of the query between them, and a value used once.
  const productsOf = compiledOnce((db: Executor, category: string, limit: number) => db.selectFrom('products')
    .select(['id', 'category'])
    .where('category', '=', category)
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('category', '=', category), eb('id', '<', -1)]))
    .orderBy('id')
    .limit(limit));

  it('answers each call with its own values, as the built query would', async () => {
    const [some] = await database.db.selectFrom('products').select('category').where('status', '=', 'active').execute();
    const category = some!.category;
    const expected = await database.db.selectFrom('products').select(['id', 'category'])
      .where('category', '=', category).where('status', '=', 'active').orderBy('id').limit(2).execute();
    expect(expected.length).toBeGreaterThan(0);
    expect((await database.db.executeQuery(productsOf(database.db, category, 2))).rows).toEqual(expected);
    expect((await database.db.executeQuery(productsOf(database.db, 'categoria que não existe', 2))).rows).toEqual([]);
  });

  it('keeps one SQL text and puts the values where the builder put them', () => {
    const first = productsOf(database.db, 'a', 1);
    const second = productsOf(database.db, 'b', 7);
    expect(second.sql).toBe(first.sql);
    expect(first.parameters).toEqual(['a', 'active', 'a', -1, 1]);
    expect(second.parameters).toEqual(['b', 'active', 'b', -1, 7]);
  });

  it('refuses a builder that leaves a value out of the parameters', () => {
    const ignoresItsValue = compiledOnce((db: Executor, _unused: string) => db.selectFrom('products').select('id'));
    expect(() => ignoresItsValue(database.db, 'x')).toThrow(/value 0 is not a parameter/);
  });
});
