import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardMessages } from '@juntai/contract';
import { endDashboardSession, requestAccessLink, verifyAccessLink } from '../services/organizer-dashboard/access-link.ts';
import { listDashboardGroups } from '../services/organizer-dashboard/list-groups.ts';
import { dashboardSessionTokenOf, resolveOrganizerScope } from '../services/organizer-dashboard/scope.ts';
import { dashboardApi, route } from './api-route.ts';

/**
 * "Meus Grupos". Shoppers have no accounts: a request sees the groups whose organizer tokens it
 * carries, plus every group of the e-mail it proved through a one-time link. Nothing else, ever.
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, dashboardApi.groups, {
    schema: { tags: ['meus grupos'], summary: 'Grupos que esta requisição prova organizar ou ter pago (status efetivo opcional)' },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // The operator's back office sees every group; a shopper only the groups it proves it organizes.
    const operator = await app.optionalAccount(request, 'operator');
    const scope = operator ? { tokenHashes: [], email: null, all: true } : await resolveOrganizerScope(app.ctx, request.headers);
    return listDashboardGroups(app.ctx, app.groupViews, scope, request.query.status);
  });

  route(app, dashboardApi.requestAccessLink, {
    config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    schema: { tags: ['meus grupos'], summary: 'Envia por e-mail um link de acesso único (30 minutos) aos grupos deste e-mail' },
  }, async (request, reply) => {
    await requestAccessLink(app.ctx, request.body.email);
    return reply.status(202).send({ success: true as const, message: dashboardMessages.accessLinkSent });
  });

  route(app, dashboardApi.verifyAccessLink, {
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    schema: { tags: ['meus grupos'], summary: 'Troca o link de acesso (uso único) por uma sessão de 30 dias' },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await verifyAccessLink(app.ctx, request.body.token);
    return {
      success: true as const,
      message: dashboardMessages.accessGranted,
      session_token: session.sessionToken,
      email: session.email,
      expires_at: session.expiresAt.toISOString(),
    };
  });

  route(app, dashboardApi.endSession, {
    schema: { tags: ['meus grupos'], summary: 'Encerra a sessão por e-mail deste navegador' },
  }, async (request) => {
    const token = dashboardSessionTokenOf(request.headers);
    if (token) await endDashboardSession(app.ctx, token);
    return { success: true as const, message: dashboardMessages.sessionEnded };
  });
};
