import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@juntai/contract';
import { sharedDatabasePing } from '../db/repositories/health.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const ping = sharedDatabasePing(app.ctx.db);
  app.get('/health', {
    schema: { tags: ['sistema'], summary: 'O servidor e o banco respondem', response: { 200: healthSchema } },
  }, async () => {
    await ping();
    return { status: 'ok' as const, database: app.ctx.database.engine, time: app.ctx.clock.now().toISOString() };
  });
};
