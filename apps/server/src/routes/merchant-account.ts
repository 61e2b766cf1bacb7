import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptInvitationRequestSchema, createAccountRequestSchema, sessionResponseSchema, signupStatusSchema } from '@juntai/contract';
import { assertSameSite } from '../plugins/auth.ts';
import { callerAddress } from '../plugins/rate-limits.ts';
import { sessionAnswer } from '../presenters/account.ts';
import { createMerchantAccount } from '../services/auth/accounts.ts';
import { acceptMerchantInvitation } from '../services/auth/invitations.ts';
import { merchantSignupStatus } from '../services/auth/signup-status.ts';
import { accountErrors, registerAccountRoutes } from './account-routes.ts';

/**
 * The merchant's account (ADR 0007): onboarding sign-up, plus the login, logout, who am I and
 * password reset shared with the operator (account-routes.ts).
 */
export const merchantAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/signup-status', {
    schema: { tags: ['lojista'], summary: 'Se o cadastro de lojas está aberto e, numa demonstração, se a loja de demonstração já tem lojista', response: { 200: signupStatusSchema } },
  }, async () => merchantSignupStatus(app.ctx));

  app.post('/admin/account', {
    schema: {
      tags: ['lojista'], summary: 'Cria a conta do lojista (passo 1 do onboarding) e inicia a sessão',
      body: createAccountRequestSchema, response: { 201: sessionResponseSchema, ...accountErrors },
    },
  }, async (request, reply) => {
    assertSameSite(app, request);
    const session = await createMerchantAccount(app.ctx, request.body, callerAddress(request));
    app.setSessionCookie(reply, 'merchant', session.token);
    return reply.status(201).send(sessionAnswer(session));
  });

  app.post('/admin/invitation', {
    schema: {
      tags: ['lojista'], summary: 'Aceita o convite da plataforma: cria a conta do lojista da loja convidada e inicia a sessão',
      body: acceptInvitationRequestSchema, response: { 201: sessionResponseSchema, ...accountErrors },
    },
  }, async (request, reply) => {
    assertSameSite(app, request);
    const session = await acceptMerchantInvitation(app.ctx, request.body, callerAddress(request));
    app.setSessionCookie(reply, 'merchant', session.token);
    return reply.status(201).send(sessionAnswer(session));
  });

  registerAccountRoutes(app, 'merchant', 'admin', 'lojista');
};
