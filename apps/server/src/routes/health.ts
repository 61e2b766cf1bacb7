import { pingDatabase } from '../db/repositories/health.ts';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@juntai/contract';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    schema: { tags: ['sistema'], summary: 'O servidor e o banco respondem', response: { 200: healthSchema } },
  }, async () => {
    await pingDatabase(app.ctx.db);
    return { status: 'ok' as const, database: app.ctx.database.engine, time: app.ctx.clock.now().toISOString() };
  });
};
