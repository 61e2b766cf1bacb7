import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine, type TestDatabase } from '../../testing/test-database.ts';
import { sharedDatabasePing } from './health.ts';

describe(`shared database ping on ${testEngine}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers a burst with one round trip, and the next question with a new one', async () => {
    const ping = sharedDatabasePing(database.db);
    const burst = [ping(), ping(), ping()];
    expect(new Set(burst).size).toBe(1);
    await Promise.all(burst);
    const next = ping();
    expect(next).not.toBe(burst[0]);
    await next;
  });

  it('fails while the database does not answer', async () => {
    const other = await createTestDatabase();
    const ping = sharedDatabasePing(other.db);
    await other.close();
    await expect(ping()).rejects.toThrow();
  });
});
