import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, openTestDatabase, testEngine, type TestDatabase } from '../../testing/test-database.ts';
import { sharedDatabasePing } from './health.ts';

describe(`shared database ping on ${testEngine}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });

  it('answers a burst with one round trip, reuses a success for a second, then pings again', async () => {
    let now = 0;
    const ping = sharedDatabasePing(database.db, () => now);
    const burst = [ping(), ping(), ping()];
    expect(new Set(burst).size).toBe(1);
    expect(burst[0]).toBeInstanceOf(Promise);
    await Promise.all(burst);
    now = 999;
    expect(ping()).toBeUndefined(); // the success is fresh: nothing to wait for
    now = 1_001;
    const fresh = ping();
    expect(fresh).toBe(ping()); // a new ping, shared again
    await fresh;
  });

  it('fails while the database does not answer', async () => {
    const other = await createTestDatabase();
    let now = 0;
    const ping = sharedDatabasePing(other.db, () => now);
    await ping();
    await other.close();
    now = 1_001;
    await expect(ping()).rejects.toThrow();
    await expect(ping()).rejects.toThrow(); // a failure is not reused as a success
  });
});
