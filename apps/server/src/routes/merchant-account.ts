import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptInvitationRequestSchema, createAccountRequestSchema, signupStatusSchema } from '@juntai/contract';
import { createMerchantAccount } from '../services/auth/accounts.ts';
import { acceptMerchantInvitation } from '../services/auth/invitations.ts';
import { merchantSignupStatus } from '../services/auth/signup-status.ts';
import { registerAccountRoutes, registerSessionStart } from './account-routes.ts';

/**
 * The merchant's account (ADR 0007): onboarding sign-up, plus the login, logout, who am I and
 * password reset shared with the operator (account-routes.ts).
 */
export const merchantAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/signup-status', {
    schema: { tags: ['lojista'], summary: 'Se o cadastro de lojas está aberto e, numa demonstração, se a loja de demonstração já tem lojista', response: { 200: signupStatusSchema } },
  }, async () => merchantSignupStatus(app.ctx));

  registerSessionStart(app, 'merchant', '/admin/account', {
    tags: ['lojista'], summary: 'Cria a conta do lojista (passo 1 do onboarding) e inicia a sessão', body: createAccountRequestSchema,
  }, createMerchantAccount);

  registerSessionStart(app, 'merchant', '/admin/invitation', {
    tags: ['lojista'], summary: 'Aceita o convite da plataforma: cria a conta do lojista da loja convidada e inicia a sessão', body: acceptInvitationRequestSchema,
  }, acceptMerchantInvitation);

  registerAccountRoutes(app, 'merchant', 'admin', 'lojista');
};
