import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorSetupRequestSchema, sessionResponseSchema } from '@juntai/contract';
import { assertSameSite } from '../plugins/auth.ts';
import { callerAddress } from '../plugins/rate-limits.ts';
import { sessionAnswer } from '../presenters/account.ts';
import { completeOperatorSetup } from '../services/auth/first-operator.ts';
import { accountErrors, registerAccountRoutes } from './account-routes.ts';

/** The operator's account: login, logout, who am I, password reset (shared code), and the first-operator setup link. */
export const operatorAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  registerAccountRoutes(app, 'operator', 'super-admin', 'super-admin');

  app.post('/super-admin/setup', {
    schema: {
      tags: ['super-admin'], summary: 'Cria o primeiro operador com o link de configuração impresso na inicialização (uso único, 1 hora)',
      body: operatorSetupRequestSchema, response: { 201: sessionResponseSchema, ...accountErrors },
    },
  }, async (request, reply) => {
    assertSameSite(app, request);
    const session = await completeOperatorSetup(app.ctx, request.body, callerAddress(request));
    app.setSessionCookie(reply, 'operator', session.token);
    return reply.status(201).send(sessionAnswer(session));
  });
};
