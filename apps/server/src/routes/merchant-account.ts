import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authMessages } from '@juntai/contract';
import { assertSameSite } from '../plugins/auth.ts';
import { callerAddress } from '../plugins/rate-limits.ts';
import { sessionAnswer } from '../presenters/account.ts';
import { acceptMerchantInvitation } from '../services/auth/invitations.ts';
import { confirmSignup, signUpMerchant } from '../services/auth/merchant-signup.ts';
import { merchantSignupStatus } from '../services/auth/signup-status.ts';
import { registerAccountRoutes, registerSessionStart } from './account-routes.ts';
import { merchantApi, route } from './api-route.ts';

/**
 * The merchant's account (ADR 0007): onboarding sign-up, plus the login, logout, who am I and
 * password reset shared with the operator (account-routes.ts).
 */
export const merchantAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, merchantApi.signupStatus, {
    schema: { tags: ['lojista'], summary: 'Se o cadastro de lojas está aberto e, numa demonstração, se a loja de demonstração já tem lojista' },
  }, async () => merchantSignupStatus(app.ctx));

  // 202 whenever the e-mail must be confirmed first (ADR 0056); 201 and a session for a demo's new address.
  route(app, merchantApi.createAccount, {
    schema: { tags: ['lojista'], summary: 'Cadastro do lojista (passo 1 do onboarding): envia o link de confirmação por e-mail; numa demonstração, cria a conta e inicia a sessão' },
  }, async (request, reply) => {
    assertSameSite(app, request);
    const outcome = await signUpMerchant(app.ctx, request.body, callerAddress(request));
    if (!('session' in outcome)) return reply.status(202).send({ success: true as const, detail: authMessages.signupConfirmationSent });
    app.setSessionCookie(reply, 'merchant', outcome.session.token);
    return reply.status(201).send(sessionAnswer(outcome.session));
  });

  registerSessionStart(app, 'merchant', merchantApi.confirmSignup, {
    tags: ['lojista'], summary: 'Confirma o e-mail do cadastro pelo link recebido: cria a conta do lojista e inicia a sessão',
  }, confirmSignup);

  registerSessionStart(app, 'merchant', merchantApi.acceptInvitation, {
    tags: ['lojista'], summary: 'Aceita o convite da plataforma: cria a conta do lojista da loja convidada e inicia a sessão',
  }, acceptMerchantInvitation);

  registerAccountRoutes(app, 'merchant', 'admin', 'lojista');
};
