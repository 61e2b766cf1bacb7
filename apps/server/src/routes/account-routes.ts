import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { authMessages } from '@juntai/contract';
import { assertSameSite } from '../plugins/auth.ts';
import { callerAddress } from '../plugins/rate-limits.ts';
import { accountAnswer, sessionAnswer } from '../presenters/account.ts';
import type { AppContext } from '../context.ts';
import { type AccountSession, login, requestPasswordReset, resetPassword } from '../services/auth/accounts.ts';
import type { Role } from '../services/auth/roles.ts';
import { endSession } from '../services/auth/sessions.ts';
import type { CheckedCall } from '@juntai/contract/api-schemas';
import { merchantApi, operatorApi, route } from './api-route.ts';

/**
 * Login, logout, who am I, and the password reset by e-mail, under `/{area}/…` for one role. The merchant
 * panel (area 'admin', merchantApi) and the back office (area 'super-admin', operatorApi) share this one implementation.
 */
export function registerAccountRoutes(base: FastifyInstance, role: Role, area: 'admin' | 'super-admin', tag: string): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const calls = area === 'admin' ? merchantApi : operatorApi;

  route(app, calls.login, {
    schema: { tags: [tag], summary: 'Entra com e-mail e senha' },
  }, async (request, reply) => {
    assertSameSite(app, request);
    const session = await login(app.ctx, role, request.body, callerAddress(request));
    app.setSessionCookie(reply, role, session.token);
    reply.header('cache-control', 'no-store');
    return sessionAnswer(session);
  });

  route(app, calls.logout, {
    onRequest: app.requireRole(role),
    schema: { tags: [tag], summary: 'Sai da conta: a sessão deixa de valer no servidor' },
  }, async (request, reply) => {
    await endSession(app.ctx, request.account!.tokenHash);
    app.clearSessionCookie(reply, role);
    return { success: true as const, message: authMessages.loggedOut };
  });

  route(app, calls.me, {
    onRequest: app.requireRole(role),
    schema: { tags: [tag], summary: 'A conta da sessão' },
  }, async (request) => accountAnswer(request.account!));

  route(app, calls.forgotPassword, {
    schema: { tags: [tag], summary: 'Envia por e-mail um link de uso único (30 minutos) para criar nova senha' },
  }, async (request) => {
    assertSameSite(app, request);
    await requestPasswordReset(app.ctx, role, request.body.email, callerAddress(request));
    return { success: true as const, message: authMessages.forgotSent };
  });

  route(app, calls.resetPassword, {
    schema: { tags: [tag], summary: 'Troca a senha com o link do e-mail; encerra todas as sessões da conta' },
  }, async (request) => {
    assertSameSite(app, request);
    await resetPassword(app.ctx, role, request.body, callerAddress(request));
    return { success: true as const, detail: authMessages.resetDone };
  });
}

/**
 * A POST that makes an account and signs it in (the merchant's sign-up and invitation, the first
 * operator): same-site only; the session's cookie set and the session answered with 201.
 */
export function registerSessionStart<Body extends z.ZodType>(
  base: FastifyInstance, role: Role, call: CheckedCall & { readonly schema: { body: Body } }, docs: { tags: string[]; summary: string },
  start: (ctx: AppContext, body: z.output<Body>, address: string) => Promise<AccountSession>,
): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  route(app, call, { schema: docs }, async (request, reply) => {
    assertSameSite(app, request);
    const session = await start(app.ctx, request.body as z.output<Body>, callerAddress(request));
    app.setSessionCookie(reply, role, session.token);
    return reply.status(201).send(sessionAnswer(session));
  });
}
