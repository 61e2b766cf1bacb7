import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGroup, join, paymentsOf } from '../testing/group-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { MAX_NAMED_STATEMENTS } from './prepared-statements.ts';

/** Names its columns, as every statement of the server does (db/columns.ts). */
const readNotes = (ref: number) => sql<Record<string, unknown>>`select ref, text from prepared_notes where ref = ${ref}`;

describe('statements prepared once per PostgreSQL connection (ADR 0029)', () => {
  let database: TestDatabase;
  let other: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase();
    other = new pg.Client({ connectionString: database.url });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await database.close();
  });

  const freshTable = async () => {
    await other.query('drop table if exists prepared_notes');
    await other.query(`create table prepared_notes (ref int primary key, text text not null)`);
    await other.query(`insert into prepared_notes values (1, 'um')`);
  };

  it('a statement with parameters is prepared on first use and bound again afterwards', async () => {
    const statements = await database.db.connection().execute(async (connection) => {
      for (const id of [1, 2, 3]) await connection.selectFrom('products').select('name').where('id', '=', id).execute();
      const { rows } = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(connection);
      return rows.filter((r) => r.statement.includes('from "products"'));
    });
    expect(statements).toHaveLength(1);
    expect(statements[0]?.name).toMatch(/^juntai_/);
  });

  it('a kept statement answers on after another instance adds a column, re-planned by PostgreSQL, in a transaction too', async () => {
    await freshTable();
    await database.db.connection().execute(async (connection) => {
      expect((await readNotes(1).execute(connection)).rows).toEqual([{ ref: 1, text: 'um' }]);
      await other.query('alter table prepared_notes add column extra text');
      const rows = await connection.transaction().execute(async (trx) => {
        await trx.insertInto('prepared_notes' as never).values({ ref: 2, text: 'dois' } as never).execute();
        return (await readNotes(1).execute(trx)).rows;
      });
      expect(rows).toEqual([{ ref: 1, text: 'um' }]);
      await other.query('alter table prepared_notes add column more text');
      expect((await readNotes(2).execute(connection)).rows).toEqual([{ ref: 2, text: 'dois' }]);
    });
    expect((await other.query('select ref from prepared_notes order by ref')).rows).toEqual([{ ref: 1 }, { ref: 2 }]);
  });

  it('names at most its limit of statements, and runs the others unnamed', async () => {
    const prepared = await database.db.connection().execute(async (connection) => {
      for (let i = 0; i < MAX_NAMED_STATEMENTS + 50; i++) {
        const answer = await sql<{ n: number }>`select ${sql.lit(i)}::int + ${1}::int as n`.execute(connection);
        expect(answer.rows[0]?.n).toBe(i + 1);
      }
      const { rows } = await sql<{ count: number }>`select count(*) as count from pg_prepared_statements where name like 'juntai_%'`.execute(connection);
      return rows[0]?.count;
    });
    expect(prepared).toBeLessThanOrEqual(MAX_NAMED_STATEMENTS);
    expect(prepared).toBeGreaterThan(MAX_NAMED_STATEMENTS - 5);
  });
});

describe('a join right after another instance added a column to groups (ADR 0029)', () => {
  let t: TestApp;
  let other: pg.Client;
  beforeAll(async () => {
    t = await createTestApp();
    other = new pg.Client({ connectionString: t.database.url });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await t.app.close();
  });

  it('is paid once, as if nothing had changed: the kept lock statement names its columns', async () => {
    const group = await createTestGroup(t, { quotas: 4 });
    expect((await join(t, group.linkId, 'Ana Souza')).statusCode).toBe(201);
    await other.query('alter table groups add column added_by_a_newer_release text');
    const paid = await join(t, group.linkId, 'Convidado 1');
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await paymentsOf(t, group.linkId)).map((p) => p.name)).toEqual(['Ana Souza', 'Convidado 1']);
  });
});
