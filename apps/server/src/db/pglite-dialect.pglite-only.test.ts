import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteDialect } from './pglite-dialect.ts';
import { MAX_NAMED_STATEMENTS } from './prepared-statements.ts';

interface Tables {
  notes: { id: number; body: string };
}

describe('the PGlite dialect', () => {
  let pglite: PGlite;
  let db: Kysely<Tables>;
  const preparedInSession = async () =>
    Number((await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements`.execute(db)).rows[0]?.n);
  const bodyOf = async (id: number) => (await db.selectFrom('notes').select('body').where('id', '=', id).executeTakeFirst())?.body;

  beforeAll(async () => {
    pglite = new PGlite();
    db = new Kysely<Tables>({ dialect: pgliteDialect(pglite) });
    await sql`create table notes (id int primary key, body text not null)`.execute(db);
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('answers a statement sent again with each call\'s own parameters', async () => {
    await db.insertInto('notes').values({ id: 1, body: 'primeira' }).execute();
    await db.insertInto('notes').values({ id: 2, body: 'segunda' }).execute();
    expect([await bodyOf(1), await bodyOf(2), await bodyOf(3), await bodyOf(1)]).toEqual(['primeira', 'segunda', undefined, 'primeira']);
  });

  it('undoes a transaction that rolled back, and keeps the statements it first prepared', async () => {
    await expect(db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 10, body: 'desfeita' }).execute();
      expect(await trx.selectFrom('notes').select('id').where('body', '=', 'desfeita').executeTakeFirst()).toEqual({ id: 10 });
      throw new Error('rollback');
    })).rejects.toThrow('rollback');
    expect(await db.selectFrom('notes').select('id').where('body', '=', 'desfeita').executeTakeFirst()).toBeUndefined();
    await db.insertInto('notes').values({ id: 10, body: 'refeita' }).execute();
    expect(await bodyOf(10)).toBe('refeita');
  });

  it('reports a failing statement every time, and goes on with the others', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      await expect(sql`select * from missing_table where id = ${attempt}`.execute(db)).rejects.toThrow('relation "missing_table" does not exist');
      await expect(db.insertInto('notes').values({ id: 1, body: 'repetida' }).execute()).rejects.toThrow('duplicate key');
    }
    expect(await bodyOf(1)).toBe('primeira');
    // The insert's statement was prepared before its execution failed: it is bound again, not refused.
    await db.insertInto('notes').values({ id: 3, body: 'terceira' }).execute();
    expect(await bodyOf(3)).toBe('terceira');
  });

  it('names at most its limit of statements, and runs the others unnamed', async () => {
    for (let i = 0; i < MAX_NAMED_STATEMENTS + 50; i++) {
      const answer = await sql<{ n: number }>`select ${sql.lit(i)}::int + ${1}::int as n`.execute(db);
      expect(answer.rows[0]?.n).toBe(i + 1);
    }
    // All but the names whose parse failed (the missing table above).
    expect(await preparedInSession()).toBeLessThanOrEqual(MAX_NAMED_STATEMENTS);
    expect(await preparedInSession()).toBeGreaterThan(MAX_NAMED_STATEMENTS - 5);
    expect(await bodyOf(2)).toBe('segunda');
  });

  it('lets the event loop run between statements, so a long loop of them starves no request', async () => {
    const statements = 200;
    let done = 0;
    let doneWhenTimerFired: number | undefined;
    setTimeout(() => (doneWhenTimerFired = done), 0);
    for (let i = 0; i < statements; i++) {
      await bodyOf(2);
      done++;
    }
    expect(doneWhenTimerFired).toBeDefined();
    expect(doneWhenTimerFired).toBeLessThan(statements / 2);
  });

  it('starts each waiting transaction in a turn of the event loop of its own, so Node keeps accepting connections', async () => {
    let turn = 0;
    let counting = true;
    const countTurns = () => {
      turn++;
      if (counting) setImmediate(countTurns);
    };
    setImmediate(countTurns);
    const waiting = 20;
    const startedInTurn = new Set<number>();
    await Promise.all(Array.from({ length: waiting }, (_, i) => db.transaction().execute(async (trx) => {
      startedInTurn.add(turn);
      await trx.selectFrom('notes').select('body').where('id', '=', i).execute();
    })));
    counting = false;
    expect(startedInTurn.size).toBe(waiting);
  });

  it('rolls back a transaction whose first statement failed, and leaves none open after an empty one', async () => {
    await expect(db.transaction().execute(async (trx) => {
      await sql`select * from missing_table`.execute(trx);
    })).rejects.toThrow('relation "missing_table" does not exist');
    expect(pglite.isInTransaction()).toBe(false);
    await db.transaction().execute(async () => undefined);
    expect(pglite.isInTransaction()).toBe(false);
    await expect(db.transaction().execute(async () => {
      throw new Error('nada enviado');
    })).rejects.toThrow('nada enviado');
    expect(pglite.isInTransaction()).toBe(false);
    // Still one transaction: what its first statement wrote goes with the rollback of a later one.
    await expect(db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 20, body: 'junto' }).execute();
      await trx.insertInto('notes').values({ id: 1, body: 'repetida' }).execute();
    })).rejects.toThrow('duplicate key');
    expect(pglite.isInTransaction()).toBe(false);
    expect(await bodyOf(20)).toBeUndefined();
    const counted = await db.transaction().execute(async (trx) => {
      const inserted = await trx.insertInto('notes').values({ id: 21, body: 'contada' }).executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows);
    });
    expect(counted).toBe(1);
    expect(await bodyOf(21)).toBe('contada');
  });
});
