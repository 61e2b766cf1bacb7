import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { appJobs, createJobRunner } from '../jobs/index.ts';
import { createMailTransport } from '../services/email/transport.ts';
import { fakeLogger } from '../testing/fake-logger.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { upkeepEmbeddedTables } from './embedded-upkeep.ts';

describe('the embedded database upkeep (PGlite has no autovacuum)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Whatever the migrations and the seed left unanalysed is done first.
    await upkeepEmbeddedTables(t.database.db);
  });

  const fillOutbox = (count: number, to: string) => sql`
    insert into email_outbox (to_address, subject, text_body)
    select ${to}, 'Assunto', 'Corpo' from generate_series(1, ${count}::int)`.execute(t.database.db);

  it('does nothing while no table grew, and vacuums and analyses the one that grew by a tenth', async () => {
    expect(await upkeepEmbeddedTables(t.database.db)).toEqual([]);
    await fillOutbox(3000, 'muitos@example.com');
    expect(await upkeepEmbeddedTables(t.database.db)).toEqual(['email_outbox']);
    const { rows } = await sql<{ reltuples: number }>`select reltuples from pg_class where relname = 'email_outbox'`.execute(t.database.db);
    expect(rows[0]?.reltuples).toBeGreaterThanOrEqual(3000);
    expect(await upkeepEmbeddedTables(t.database.db)).toEqual([]);
  });

  it('has the planner see what a table that grew holds only once the upkeep analysed it', async () => {
    await sql`truncate email_outbox`.execute(t.database.db);
    await fillOutbox(3, 'poucos@example.com');
    expect(await upkeepEmbeddedTables(t.database.db)).toEqual(['email_outbox']);
    // The e-mail cap's count, as the app sends it.
    const recentTo = (to: string) => t.database.db.selectFrom('email_outbox').select((eb) => eb.fn.countAll().as('n'))
      .where(sql`lower(to_address)`, '=', sql`lower(${to})`).where(sql`created_at`, '>', sql`now() - interval '1 hour'`);
    const plan = async (to: string) => (await sql<{ 'QUERY PLAN': string }>`explain ${recentTo(to)}`
      .execute(t.database.db)).rows.map((r) => r['QUERY PLAN']).join('\n');

    await fillOutbox(5000, 'ana@example.com');
    // The statistics still describe the outbox of three: one e-mail expected where there are 5,000.
    expect(await plan('ana@example.com')).toMatch(/Index Scan using email_outbox_recipient_idx on email_outbox .*rows=1 /);
    expect(await upkeepEmbeddedTables(t.database.db)).toContain('email_outbox');
    expect(await plan('ana@example.com')).toMatch(/Seq Scan on email_outbox .*rows=5000 /);
    expect(await plan('outra@example.com')).toMatch(/email_outbox_recipient_idx/);
  });

  it('runs as a job of PGlite instances', async () => {
    const log = fakeLogger();
    const runner = createJobRunner(t.app.ctx, appJobs('pglite', createMailTransport({ SMTP_URL: undefined, MAIL_FROM: t.env.MAIL_FROM }, log), log), log);
    await fillOutbox(20_000, 'job@example.com');
    expect(await runner.runNow('embedded-table-upkeep')).toBe('ran');
    const { rows } = await sql<{ reltuples: number }>`select reltuples from pg_class where relname = 'email_outbox'`.execute(t.database.db);
    expect(rows[0]?.reltuples).toBeGreaterThanOrEqual(20_000);
    expect(appJobs('postgres', createMailTransport({ SMTP_URL: undefined, MAIL_FROM: t.env.MAIL_FROM }, log), log).map((j) => j.name)).not.toContain('embedded-table-upkeep');
  });
});
