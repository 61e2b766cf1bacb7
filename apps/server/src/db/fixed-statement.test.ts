import { beforeAll, describe, expect, it } from 'vitest';
import { fixedStatement, parameter } from './fixed-statement.ts';
import { openTestDatabase, testEngine, type TestDatabase } from '../testing/test-database.ts';

describe(`fixedStatement on ${testEngine}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });

  it('answers each call with its own values, as the same query built each time would', async () => {
    const [some] = await database.db.selectFrom('products').select('category').where('status', '=', 'active').execute();
    const category = some!.category;
    const expected = await database.db.selectFrom('products').select(['id', 'category'])
      .where('category', '=', category).where('status', '=', 'active').orderBy('id').limit(2).execute();
    expect(expected.length).toBeGreaterThan(0);
    expect((await database.db.executeQuery(productsOfStatus(category, 'active', 2))).rows).toEqual(expected);
    expect((await database.db.executeQuery(productsOfStatus('categoria que não existe', 'active', 2))).rows).toEqual([]);
  });

  it('keeps one SQL text and sends only the call\'s values', () => {
    const first = productsOfStatus('a', 'active', 1);
    const second = productsOfStatus('b', 'draft', 7);
    expect(second.sql).toBe(first.sql);
    expect(first.sql).toContain('$1');
    expect(first.parameters).toEqual(['a', 'active', 1]);
    expect(second.parameters).toEqual(['b', 'draft', 7]);
  });

  it('refuses, when built, a statement with a value that is not a parameter', () => {
    expect(() => fixedStatement<[], { id: number }>((db) => db.selectFrom('products').select('id').where('status', '=', 'active')))
      .toThrow(/every value must be a parameter/);
  });

  // $1 the category (used twice), $2 the status, $3 the limit; -1 is a constant of the text.
  const productsOfStatus = fixedStatement<[category: string, status: string, limit: number], { id: number; category: string }>((db) => db.selectFrom('products')
    .select(['id', 'category'])
    .where('category', '=', parameter<string>(1))
    .where('status', '=', parameter<'active'>(2))
    .where((eb) => eb.or([eb('category', '=', parameter<string>(1)), eb('id', '<', eb.lit(-1))]))
    .orderBy('id')
    .limit(parameter<number>(3)));
});
