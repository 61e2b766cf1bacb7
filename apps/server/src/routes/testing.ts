import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, groupMessages, linkIdParamsSchema } from '@juntai/contract';
import { z } from 'zod';
import { backdateGroupExpiry } from '../db/repositories/groups.ts';
import { listOutboxFor } from '../db/repositories/outbox.ts';
import { conflict, notFound } from '../errors.ts';
import { createOperator } from '../services/auth/first-operator.ts';
import { expireGroupIfDue } from '../services/groups/expire-groups.ts';

/**
 * Test-only helpers for the browser tests, which cannot move the server's clock. Registered by
 * routes/index.ts ONLY when NODE_ENV=test (scripts/serve-e2e.mjs); in development and production
 * these paths do not exist (404), and they are hidden from the OpenAPI document.
 */
export const testingRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.ctx.env.NODE_ENV !== 'test') throw new Error('testingRoutes só pode ser registrado com NODE_ENV=test');

  // Makes an active group's 48 hours run out now (expires_at one second ago), as the clock would, and
  // expires it as the sweeper would next (its payments given back, its e-mails and store events queued).
  app.post('/testing/groups/:linkId/expire', {
    schema: { hide: true, params: linkIdParamsSchema, response: { 200: z.object({ success: z.literal(true) }), 400: errorSchema, 404: errorSchema } },
  }, async (request) => {
    const done = await backdateGroupExpiry(app.ctx.db, request.params.linkId, new Date(app.ctx.clock.now().getTime() - 1000));
    if (!done) throw notFound(groupMessages.groupNotFound);
    await expireGroupIfDue(app.ctx, { linkId: request.params.linkId });
    return { success: true as const };
  });

  // The e-mails queued for an address, newest first: browser tests follow reset and invitation links.
  app.get('/testing/outbox', {
    schema: {
      hide: true, querystring: z.object({ to: z.string().min(3) }),
      response: { 200: z.array(z.object({ to: z.string(), subject: z.string(), text_body: z.string() })) },
    },
  }, async (request) => listOutboxFor(app.ctx.db, request.query.to));

  // An operator of its own for a browser test that resets a password (a reset ends every session of
  // its account, so it cannot use the shared test operator).
  app.post('/testing/operators', {
    schema: {
      hide: true, body: z.object({ email: z.string().email(), name: z.string().min(1), password: z.string().min(6) }),
      response: { 201: z.object({ success: z.literal(true) }), 400: errorSchema, 409: errorSchema },
    },
  }, async (request, reply) => {
    if ((await createOperator(app.ctx, request.body)) === 'exists') throw conflict('Operador já existe');
    return reply.status(201).send({ success: true as const });
  });
};
