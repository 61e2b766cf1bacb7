import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { groupCounts } from '../db/repositories/group-counts.ts';
import { listJobRuns } from '../db/repositories/job-runs.ts';
import { countDeliveriesByStatus, countEmailsByStatus, countOwedProviderCalls } from '../db/repositories/queued-work.ts';
import { unauthorized } from '../errors.ts';
import { jobsOn } from '../jobs/index.ts';

/**
 * GET /metrics in Prometheus' text format (prom-client), for a Prometheus (or compatible) scraper:
 * only with METRICS_TOKEN set, and only to `Authorization: Bearer <METRICS_TOKEN>`; without the
 * setting the route does not exist (404). The request durations and Node's own figures are this
 * instance's; the queue, job and group figures are read from the database at each scrape, so every
 * instance reports the same values for them (aggregate those with max, not sum: docs/deploy.md).
 */

/** The label of a request no route matched (a 404): one series, whatever the address. */
const NO_ROUTE = '(none)';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time (of a digest), so the answer's timing says nothing of the token. */
function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization;
  const given = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  return given !== '' && timingSafeEqual(digest(given), expected);
}

export function registerMetrics(app: FastifyInstance): void {
  const { ctx } = app;
  const token = ctx.env.METRICS_TOKEN;
  if (!token) return;
  const registers = [new Registry()];
  const [registry] = registers as [Registry];
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'juntai_http_request_duration_seconds', help: 'Time to answer a request, by route pattern, method and status.',
    labelNames: ['method', 'route', 'status_code'], buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10], registers,
  });
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, never the URL, whose ids would make a series each.
    const route = request.routeOptions.url ?? NO_ROUTE;
    duration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });

  /**
   * A gauge read from the database at each scrape. When the database does not answer, the gauge has no
   * value this time (an absent series, which an alert on `absent()` or on the scrape's failure notices)
   * and the rest of the scrape still answers.
   */
  const fromDatabase = (name: string, help: string, labelNames: string[], read: (gauge: Gauge) => Promise<void>) => new Gauge({
    name, help, labelNames, registers,
    async collect() {
      this.reset();
      try {
        await read(this);
      } catch (error) {
        ctx.log.warn({ err: error, metric: name }, 'metric not read: the database did not answer');
        this.reset();
      }
    },
  });

  fromDatabase('juntai_email_outbox', 'E-mails in the outbox by state (pending includes those being retried).', ['state'], async (gauge) => {
    for (const [state, n] of Object.entries(await countEmailsByStatus(ctx.db))) gauge.set({ state }, n);
  });
  fromDatabase('juntai_store_webhook_deliveries', 'Store webhook deliveries by state (pending includes those being retried).', ['state'], async (gauge) => {
    for (const [state, n] of Object.entries(await countDeliveriesByStatus(ctx.db))) gauge.set({ state }, n);
  });
  fromDatabase('juntai_provider_calls', 'Payment provider calls (capture, void, refund, cancel) still owed: all due, and those that failed at least once.', ['state'], async (gauge) => {
    const { due, failing } = await countOwedProviderCalls(ctx.db);
    gauge.set({ state: 'due' }, due);
    gauge.set({ state: 'failing' }, failing);
  });
  fromDatabase('juntai_groups', 'Groups by status (an active group past its deadline counts as expired).', ['status'], async (gauge) => {
    const counts = await groupCounts(ctx.db, {}, ctx.clock.now());
    for (const status of ['active', 'completed', 'expired'] as const) gauge.set({ status }, counts[status]);
  });
  fromDatabase('juntai_job_last_success_timestamp_seconds', 'When each background job last ran successfully (on any instance), Unix time.', ['job'], async (gauge) => {
    const runs = await listJobRuns(ctx.db);
    for (const run of runs) if (run.last_succeeded_at) gauge.set({ job: run.name }, run.last_succeeded_at.getTime() / 1000);
  });
  const intervals = new Gauge({ name: 'juntai_job_interval_seconds', help: 'How often each background job runs.', labelNames: ['job'], registers });
  for (const job of jobsOn(ctx.database.engine)) intervals.set({ job: job.name }, job.intervalMs / 1000);
  new Gauge({
    name: 'juntai_live_streams_open', help: 'Live group update streams (Server-Sent Events) open on this instance.', registers,
    collect() {
      this.set(app.liveStreams.open);
    },
  });

  const expected = digest(token);
  app.get('/metrics', {
    schema: { hide: true },
    onRequest: async (request, reply) => {
      if (bearerMatches(request, expected)) return;
      void reply.header('www-authenticate', 'Bearer');
      throw unauthorized('Envie o token das métricas: Authorization: Bearer <METRICS_TOKEN>.', 'metrics_token');
    },
  }, async (_request, reply) => {
    const body = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
  });
}
