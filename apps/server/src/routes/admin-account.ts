import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authMessages, createAccountRequestSchema, errorSchema, forgotPasswordRequestSchema, forgotPasswordResponseSchema,
  loginRequestSchema, logoutResponseSchema, meResponseSchema, resetPasswordRequestSchema, resetPasswordResponseSchema,
  sessionResponseSchema, signupStatusSchema,
} from '@juntai/contract';
import { assertSameSite } from '../plugins/auth.ts';
import { accountAnswer, sessionAnswer } from '../presenters/account.ts';
import { createMerchantAccount, login, requestPasswordReset, resetPassword } from '../services/auth/accounts.ts';
import { merchantSignupStatus } from '../services/auth/signup-status.ts';
import { endSession } from '../services/auth/sessions.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema, 429: errorSchema };

/**
 * The merchant's account (ADR 0007): onboarding sign-up, login, logout, who am I, and the password
 * reset by e-mail. The operator's twin lives in routes/super-admin-account.ts (same services).
 */
export const adminAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/signup-status', {
    schema: { tags: ['lojista'], summary: 'Se o cadastro de lojas está aberto e se a loja padrão já tem dono', response: { 200: signupStatusSchema } },
  }, async () => merchantSignupStatus(app.ctx));

  app.post('/admin/account', {
    schema: {
      tags: ['lojista'], summary: 'Cria a conta do lojista (passo 1 do onboarding) e inicia a sessão',
      body: createAccountRequestSchema, response: { 201: sessionResponseSchema, ...errors },
    },
  }, async (request, reply) => {
    assertSameSite(app, request);
    const session = await createMerchantAccount(app.ctx, request.body);
    app.setSessionCookie(reply, 'merchant', session.token);
    return reply.status(201).send(sessionAnswer(session));
  });

  app.post('/admin/login', {
    schema: { tags: ['lojista'], summary: 'Entra no Painel do Lojista', body: loginRequestSchema, response: { 200: sessionResponseSchema, ...errors } },
  }, async (request, reply) => {
    assertSameSite(app, request);
    const session = await login(app.ctx, 'merchant', request.body, request.ip);
    app.setSessionCookie(reply, 'merchant', session.token);
    reply.header('cache-control', 'no-store');
    return sessionAnswer(session);
  });

  app.post('/admin/logout', {
    preHandler: app.requireRole('merchant'),
    schema: { tags: ['lojista'], summary: 'Sai da conta: a sessão deixa de valer no servidor', response: { 200: logoutResponseSchema, ...errors } },
  }, async (request, reply) => {
    await endSession(app.ctx, request.account!.tokenHash);
    app.clearSessionCookie(reply, 'merchant');
    return { success: true as const, message: authMessages.loggedOut };
  });

  app.get('/admin/me', {
    preHandler: app.requireRole('merchant'),
    schema: { tags: ['lojista'], summary: 'A conta da sessão e sua loja', response: { 200: meResponseSchema, ...errors } },
  }, async (request) => accountAnswer(request.account!));

  app.post('/admin/forgot-password', {
    schema: {
      tags: ['lojista'], summary: 'Envia por e-mail um link de uso único (30 minutos) para criar nova senha',
      body: forgotPasswordRequestSchema, response: { 200: forgotPasswordResponseSchema, ...errors },
    },
  }, async (request) => {
    assertSameSite(app, request);
    await requestPasswordReset(app.ctx, 'merchant', request.body.email, request.ip);
    return { success: true as const, message: authMessages.forgotSent };
  });

  app.post('/admin/reset-password', {
    schema: {
      tags: ['lojista'], summary: 'Troca a senha com o link do e-mail; encerra todas as sessões da conta',
      body: resetPasswordRequestSchema, response: { 200: resetPasswordResponseSchema, ...errors },
    },
  }, async (request) => {
    assertSameSite(app, request);
    await resetPassword(app.ctx, 'merchant', request.body);
    return { success: true as const, detail: authMessages.resetDone };
  });
};

