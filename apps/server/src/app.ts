import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock.ts';
import type { AppContext } from './context.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { Env } from './env.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerCors } from './plugins/any-origin.ts';
import { createLocalChanges } from './services/realtime/local-changes.ts';
import { createPaymentProvider } from './services/payments/registry.ts';
import { RequestLogController } from './plugins/request-log.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { redactedRequest } from './plugins/log-redaction.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerMetrics } from './plugins/metrics.ts';
import type { WebServerBuild } from './plugins/page-drawing.ts';
import { registerSpa, webDistDir } from './plugins/spa.ts';
import { createReadiness } from './services/readiness.ts';
import { groupPageRoutes } from './routes/group-page.ts';
import { productPageRoutes } from './routes/product-page.ts';
import { integrationGuideRoutes } from './routes/integration-guide.ts';
import { uploadedFileRoutes } from './routes/uploaded-files.ts';
import { registerApiRoutes } from './routes/index.ts';
import { registerGroupEventsHub } from './services/realtime/index.ts';
import { httpTimeouts, timeoutOptions, type HttpTimeouts } from './http/timeouts.ts';
import { createHealthCheck } from './routes/health.ts';
import { logOutput } from './log-output.ts';
import { registerRequestIds, REQUEST_ID_HEADER, requestIdMixin, requestIdOf } from './http/request-id.ts';

export interface BuildAppOptions {
  database: DatabaseHandle;
  env: Env;
  clock?: Clock;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** The web app's server build that draws its pages; by default the one built beside the web app (tests give the source's). */
  webServerBuild?: WebServerBuild;
  /** Where log lines go (default stdout); tests read them here. */
  logStream?: { write(line: string): void };
  /** How long clients may take (default httpTimeouts()); tests shorten them. */
  timeouts?: HttpTimeouts;
}

/** Builds the whole app without listening, so tests can `inject` requests into it. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Request, header and idle deadlines, so clients that drip bytes cannot keep connections (http/timeouts.ts).
    ...timeoutOptions(options.timeouts ?? httpTimeouts(options.env.SSE_HEARTBEAT_MS)),
    // Requests are logged with secret query parameters (reset, invitation, access links) redacted.
    logger: options.env.LOG_LEVEL === 'silent' ? false : {
      level: options.env.LOG_LEVEL, serializers: { req: redactedRequest }, mixin: requestIdMixin, ...logOutput(options.logStream),
    },
    // A sane incoming X-Request-Id, else a new UUID; echoed on every answer (http/request-id.ts).
    genReqId: requestIdOf,
    // One line per request, at debug, for every answer (plugins/request-log.ts, ADR 0025).
    logController: new RequestLogController(),
    // Fastify also takes a hop count (number), which its type does not list.
    trustProxy: options.env.TRUST_PROXY as boolean | string,
    bodyLimit: 256 * 1024,
    // A participant's name travels in a path (DELETE …/participants/{name}); 60 accented characters
    // percent-encoded pass the router's default of 100. Longer ids still fail their schema with a 400.
    routerOptions: { maxParamLength: 600 },
    // The router's own refusals (a malformed or absurdly long URL) in our error shape, in Portuguese.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      // These answers skip the hooks, the request id's echo among them.
      void reply.header(REQUEST_ID_HEADER, request.id);
      void reply.status(tooLong ? 414 : 400).send({
        success: false, code: error.code,
        detail: tooLong ? 'Endereço longo demais' : 'Endereço inválido',
      });
    },
  }).withTypeProvider<ZodTypeProvider>();

  const ctx: AppContext = {
    db: options.database.db,
    database: options.database,
    clock: options.clock ?? systemClock,
    env: options.env,
    payments: createPaymentProvider(options.env),
    localChanges: createLocalChanges(),
    log: app.log,
  };
  app.decorate('ctx', ctx);
  app.decorate('publicReads', new Map());
  app.decorate('healthCheck', createHealthCheck(ctx));
  app.decorate('readiness', createReadiness(ctx, options.serveWeb ? { distDir: webDistDir(options.env) } : undefined));
  // One LISTEN per instance for live group updates; opened on ready, closed with the app.
  registerGroupEventsHub(app);
  registerRequestIds(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Sessions from a Bearer token or the role's cookie (@fastify/cookie).
  await registerAuth(app);
  // JSON and HTML above 1 KB compressed on the fly (never the SSE stream: it bypasses onSend).
  await registerCompression(app);
  // Helmet's headers on every answer: the pages' set, or the API's on its data.
  await registerSecurityHeaders(app);
  // Closed to other origins but for the widget's reads and beacon (their routes say `cors: ANY_ORIGIN`).
  await registerCors(app);
  // Off by default; routes that need it (joins, widget events, access links) opt in with `config.rateLimit`.
  await registerRateLimits(app);
  await registerOpenApi(app);
  // GET /metrics only with METRICS_TOKEN set; request durations of every answer.
  registerMetrics(app);
  await app.register(registerApiRoutes, { prefix: '/api' });
  await app.register(uploadedFileRoutes);
  await app.register(integrationGuideRoutes);
  if (options.serveWeb) {
    await registerSpa(app, options.webServerBuild);
    // /g/:linkId: 404 for a link that names no group, and a drawing kept until the group changes.
    await app.register(groupPageRoutes);
    // /product/:id: 404 when not for sale, and may be framed with ?embed=1.
    await app.register(productPageRoutes);
  }
  return app;
}
