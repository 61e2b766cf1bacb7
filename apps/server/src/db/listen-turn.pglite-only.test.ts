import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database.ts';

describe('LISTEN on PGlite', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ pglite: new PGlite() });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('waits for the transaction in progress, so a rollback cannot take it away, and hears what is notified after', async () => {
    const steps: string[] = [];
    let listening: Promise<() => Promise<void>> | undefined;
    const heard: string[] = [];
    await expect(handle.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      listening = handle.listen('turns', (payload) => heard.push(payload)).then((unlisten) => {
        steps.push('listening');
        return unlisten;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      steps.push('rolled back');
      throw new Error('desfeita');
    })).rejects.toThrow('desfeita');
    const unlisten = await listening!;
    expect(steps).toEqual(['rolled back', 'listening']);
    await sql`select pg_notify('turns', 'ouvida')`.execute(handle.db);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heard).toEqual(['ouvida']);
    await unlisten();
  });
});
