import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { healthSchema } from '@juntai/contract';
import type { AppContext } from '../context.ts';
import { sharedDatabasePing } from '../db/repositories/health.ts';
import { sendSerialisedJson } from './serialised-json.ts';

/** The health answer, serialised: rejects when the database does not answer. */
export type HealthCheck = () => Promise<string>;

/**
 * One per app, shared by the route and the hot-read lane (ADR 0021), so both share one database ping:
 * a load balancer, a monitor and a crowd asking at once cost one round trip a second.
 */
export function createHealthCheck(ctx: AppContext): HealthCheck {
  const ping = sharedDatabasePing(ctx.db);
  return async () => {
    await ping();
    const body: z.output<typeof healthSchema> = { status: 'ok', database: ctx.database.engine, time: ctx.clock.now().toISOString() };
    return JSON.stringify(body);
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    healthCheck: HealthCheck;
  }
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    schema: { tags: ['sistema'], summary: 'O servidor e o banco respondem', response: { 200: healthSchema } },
  }, async (_request, reply) => {
    // Built by the check, so sent as JSON without the schema's check of every answer (a monitor and the
    // load balancer call this one more than any other; the schema still documents it).
    return sendSerialisedJson(reply, await app.healthCheck());
  });
};
