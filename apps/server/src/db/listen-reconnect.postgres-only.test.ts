import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';

const waitFor = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('LISTEN connection on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });

  it('survives the server dropping it: reconnects, listens again, and says so', async () => {
    const received: string[] = [];
    let reconnects = 0;
    const stop = await database.listen('reconnect_test', (payload) => received.push(payload), () => reconnects++);
    await sql`select pg_notify('reconnect_test', 'antes')`.execute(database.db);
    await waitFor(() => received.includes('antes'), 'the first notification');

    // Kill the LISTEN backend as a failover or an idle-connection reaper would.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
              where pid <> pg_backend_pid() and query ilike 'LISTEN%' and datname = current_database()`.execute(database.db);
    await waitFor(() => reconnects === 1, 'the reconnect');

    await sql`select pg_notify('reconnect_test', 'depois')`.execute(database.db);
    await waitFor(() => received.includes('depois'), 'a notification after reconnecting');
    expect(received).toEqual(['antes', 'depois']);
    expect(reconnects).toBe(1);
    await stop();
  });
});
