import { beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner } from '../jobs/runner.ts';
import { enqueueEmail } from '../services/email/outbox.ts';
import { operatorHeaders } from '../testing/merchant-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';
import { fakeLogger } from '../testing/fake-logger.ts';


describe(`the system status panel on ${testEngine}`, () => {
  let t: TestApp;
  let headers: Record<string, string>;
  const status = async () => {
    const res = await t.app.inject({ url: '/api/super-admin/status', headers });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    headers = await operatorHeaders(t, 'op-status@example.com', 'op-status-1');
  });

  it('reads the real database, migrations, mail and payment settings and the app', async () => {
    const body = await status();
    expect(body.database.engine).toBe(testEngine);
    expect(body.database.version).toMatch(/PostgreSQL \d+/);
    expect(body.database.migrations.map((m: { name: string }) => m.name)).toEqual(expect.arrayContaining(['0001-initial', '0007-catalogue-admin', '0008-job-runs']));
    expect(body.emails).toMatchObject({ pending: 0, failed: 0, smtp_configured: false });
    expect(body.payment_provider).toBe('simulated');
    // No provider call has been given up on.
    expect(body.payments).toEqual({ provider_calls_stopped: 0 });
    expect(body.app.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(body.app.uptime_seconds).toBeGreaterThanOrEqual(0);
    // PGlite has no autovacuum, so its instances keep its tables themselves (ADR 0029).
    const upkeep = testEngine === 'pglite' ? [['embedded-table-upkeep', null]] : [];
    expect(body.jobs.map((j: { name: string; last_run: unknown }) => [j.name, j.last_run])).toEqual([
      ['expire-groups', null], ['email-outbox', null], ['store-webhooks', null], ['fold-group-counts', null], ['prune-rate-limit-hits', null],
      ['group-reminders', null], ['reconcile-payments', null], ['personal-data-retention', null], ...upkeep,
    ]);
  });

  it('shows each job\'s last run and outcome, a failure with its message, and the e-mails waiting', async () => {
    await t.database.db.transaction().execute((trx) => enqueueEmail(trx, { to: 'alguem@example.com', subject: 'Oi', text: 'Olá' }));
    const runner = createJobRunner(t.app.ctx, [
      { name: 'expire-groups', intervalMs: 60_000, run: async () => undefined },
      { name: 'email-outbox', intervalMs: 5_000, run: async () => { throw new Error('SMTP recusou a conexão'); } },
    ], fakeLogger());
    t.clock.set('2026-11-23T12:00:00Z');
    expect(await runner.runNow('expire-groups')).toBe('ran');
    expect(await runner.runNow('email-outbox')).toBe('failed');
    const body = await status();
    expect(body.emails.pending).toBe(1);
    expect(body.jobs).toEqual([
      expect.objectContaining({ name: 'expire-groups', last_run: { started_at: '2026-11-23T12:00:00.000Z', finished_at: '2026-11-23T12:00:00.000Z', outcome: 'ran', error: null } }),
      expect.objectContaining({ name: 'email-outbox', last_run: expect.objectContaining({ outcome: 'failed', error: 'SMTP recusou a conexão' }) }),
      expect.objectContaining({ name: 'store-webhooks', last_run: null }),
      expect.objectContaining({ name: 'fold-group-counts', label: 'Contagem diária de grupos', interval_seconds: 60, last_run: null }),
      expect.objectContaining({ name: 'prune-rate-limit-hits', label: 'Limpeza das contagens de tentativas', interval_seconds: 3600, last_run: null }),
      expect.objectContaining({ name: 'group-reminders', label: 'Lembretes antes do prazo dos grupos', interval_seconds: 60, last_run: null }),
      expect.objectContaining({ name: 'reconcile-payments', label: 'Conciliação com o provedor de pagamento', interval_seconds: 60, last_run: null }),
      expect.objectContaining({ name: 'personal-data-retention', label: 'Retenção de dados pessoais (diária)', interval_seconds: 86_400, last_run: null }),
      ...(testEngine === 'pglite'
        ? [expect.objectContaining({ name: 'embedded-table-upkeep', label: 'Manutenção das tabelas do banco embutido (VACUUM e ANALYZE)', interval_seconds: 10, last_run: null })]
        : []),
    ]);
  });
});
