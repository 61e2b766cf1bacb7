import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { healthSchema } from '@juntai/contract';
import { sharedDatabasePing } from '../db/repositories/health.ts';
import { sendSerialisedJson } from './serialised-json.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const ping = sharedDatabasePing(app.ctx.db);
  app.get('/health', {
    schema: { tags: ['sistema'], summary: 'O servidor e o banco respondem', response: { 200: healthSchema } },
  }, async (_request, reply) => {
    await ping();
    const body: z.output<typeof healthSchema> = { status: 'ok', database: app.ctx.database.engine, time: app.ctx.clock.now().toISOString() };
    // Built right here, so sent as JSON without the schema's check of every answer (a monitor and the
    // load balancer call this one more than any other; the schema still documents it).
    return sendSerialisedJson(reply, JSON.stringify(body));
  });
};
