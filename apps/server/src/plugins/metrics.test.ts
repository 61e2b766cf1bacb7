import { describe, expect, it } from 'vitest';
import { createJobRunner } from '../jobs/runner.ts';
import { enqueueEmail } from '../services/email/outbox.ts';
import { fakeLogger } from '../testing/fake-logger.ts';
import { createTestGroup, join, paymentsOf } from '../testing/group-helpers.ts';
import { createTestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

const TOKEN = 'metricas-0123456789abcdef0123456789abcdef';

/** The value of one sample (`name{labels} value`) in a Prometheus text answer; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe(`GET /metrics on ${testEngine}`, async () => {
  const t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('does not exist without METRICS_TOKEN', async () => {
    const without = await createTestApp({ database: t.database });
    const res = await without.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
  });

  it('answers only to the bearer token, refusing others in Portuguese', async () => {
    for (const authorization of [undefined, 'Bearer errado', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json().detail).toContain('token das métricas');
    }
  });

  it("gives Node's default metrics and request durations by route pattern and status, never the raw address", async () => {
    const { linkId } = await createTestGroup(t, { quotas: 2 });
    await t.app.inject(`/api/groups/${linkId}`);
    await t.app.inject('/api/groups/grupo-que-nao-existe-1');
    await t.app.inject('/api/endereco-que-nao-existe');
    const text = await scrape();
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(sample(text, 'juntai_http_request_duration_seconds_count{method="GET",route="/api/groups/:linkId",status_code="200"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'juntai_http_request_duration_seconds_count{method="GET",route="/api/groups/:linkId",status_code="404"}')).toBe(1);
    expect(sample(text, 'juntai_http_request_duration_seconds_count{method="POST",route="/api/groups",status_code="201"}')).toBe(1);
    expect(sample(text, 'juntai_http_request_duration_seconds_count{method="GET",route="(none)",status_code="404"}')).toBe(1);
    expect(text).not.toContain(linkId);
    expect(text).not.toContain('grupo-que-nao-existe-1');
    expect(text).not.toContain('endereco-que-nao-existe');
  });

  it('follows the state: e-mails by state, groups by status, provider calls, job success times, live streams', async () => {
    const before = await scrape();
    const pending = sample(before, 'juntai_email_outbox{state="pending"}')!;
    const active = sample(before, 'juntai_groups{status="active"}')!;
    expect(sample(before, 'juntai_store_webhook_deliveries{state="failed"}')).toBe(0);
    expect(sample(before, 'juntai_provider_calls{state="due"}')).toBe(0);
    expect(sample(before, 'juntai_live_streams_open')).toBe(0);
    expect(sample(before, 'juntai_job_last_success_timestamp_seconds{job="expire-groups"}')).toBeUndefined();
    expect(sample(before, 'juntai_job_interval_seconds{job="expire-groups"}')).toBe(60);

    const { linkId } = await createTestGroup(t, { quotas: 2 });
    expect((await join(t, linkId, 'Ana Souza')).statusCode).toBe(201);
    const [payment] = await paymentsOf(t, linkId);
    await t.database.db.updateTable('payments').set({ provider_due: 'capture' }).where('id', '=', payment!.id).execute();
    const runner = createJobRunner(t.app.ctx, [{ name: 'expire-groups', intervalMs: 60_000, run: async () => undefined }], fakeLogger());
    t.clock.set('2026-11-23T12:00:00Z');
    expect(await runner.runNow('expire-groups')).toBe('ran');
    const slot = t.app.liveStreams.take('203.0.113.9');

    const after = await scrape();
    // The join queued the payer's and the organizer's e-mails; one more is one more.
    const pendingNow = sample(after, 'juntai_email_outbox{state="pending"}')!;
    expect(pendingNow).toBeGreaterThan(pending);
    await enqueueEmail(t.database.db, { to: 'ana@exemplo.com.br', subject: 'Oi', text: 'Olá' });
    expect(sample(await scrape(), 'juntai_email_outbox{state="pending"}')).toBe(pendingNow + 1);
    expect(sample(after, 'juntai_groups{status="active"}')).toBe(active + 1);
    expect(sample(after, 'juntai_provider_calls{state="due"}')).toBe(1);
    expect(sample(after, 'juntai_provider_calls{state="failing"}')).toBe(0);
    expect(sample(after, 'juntai_job_last_success_timestamp_seconds{job="expire-groups"}')).toBe(Date.parse('2026-11-23T12:00:00Z') / 1000);
    expect(sample(after, 'juntai_live_streams_open')).toBe(1);
    if (typeof slot === 'function') slot();
    expect(sample(await scrape(), 'juntai_live_streams_open')).toBe(0);
  });
});
