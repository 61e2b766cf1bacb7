import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { healthSchema } from '@juntai/contract';
import type { AppContext } from '../context.ts';
import { sharedDatabasePing } from '../db/repositories/health.ts';
import { sendSerialisedJson } from './serialised-json.ts';
import { route, systemApi } from './api-route.ts';

/**
 * The health answer, serialised: at once while the last database ping is fresh, else once the
 * database has answered (rejected when it does not).
 */
export type HealthCheck = () => string | Promise<string>;

/**
 * One per app, so every caller shares one database ping: a load balancer, a monitor and a crowd
 * asking at once cost one round trip a second.
 */
export function createHealthCheck(ctx: AppContext): HealthCheck {
  const ping = sharedDatabasePing(ctx.db, () => ctx.clock.elapsedMs());
  const answer = () => {
    const body: z.output<typeof healthSchema> = { status: 'ok', database: ctx.database.engine, time: ctx.clock.now().toISOString() };
    return JSON.stringify(body);
  };
  return () => ping()?.then(answer) ?? answer();
}

declare module 'fastify' {
  interface FastifyInstance {
    healthCheck: HealthCheck;
  }
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, systemApi.health, { schema: { tags: ['sistema'], summary: 'O servidor e o banco respondem' } }, async (_request, reply) => {
    // Built by the check, so sent as JSON without the schema's check of every answer (a monitor and the
    // load balancer call this one more than any other; the schema still documents it).
    return sendSerialisedJson(reply, await app.healthCheck());
  });
};

export const readinessRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, systemApi.readiness, {
    schema: {
      tags: ['sistema'], summary: 'Esta instância está pronta para receber tráfego',
      description: 'Banco respondendo, migrações aplicadas, app web compilado e tarefas em segundo plano rodando como configurado; senão 503 com a lista do que falta.',
    },
  }, async (_request, reply) => {
    const problems = await app.readiness.problems();
    void reply.header('cache-control', 'no-store');
    if (problems.length === 0) return { status: 'ready' as const, problems };
    return reply.status(503).send({ status: 'not_ready', detail: 'Esta instância ainda não está pronta para receber tráfego.', problems });
  });
};
