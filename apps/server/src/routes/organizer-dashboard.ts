import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessLinkRequestSchema, accessLinkResponseSchema, accessLinkVerifyRequestSchema, accessLinkVerifyResponseSchema,
  DASHBOARD_SESSION_HEADER, dashboardGroupListSchema, dashboardGroupsQuerySchema, dashboardMessages,
  endDashboardSessionResponseSchema, errorSchema, ORGANIZER_TOKEN_HEADER, PAYER_TOKEN_HEADER,
} from '@juntai/contract';
import { endDashboardSession, requestAccessLink, verifyAccessLink } from '../services/organizer-dashboard/access-link.ts';
import { listDashboardGroups } from '../services/organizer-dashboard/list-groups.ts';
import { dashboardSessionTokenOf, resolveOrganizerScope } from '../services/organizer-dashboard/scope.ts';
import { dashboardApi, route } from './api-route.ts';

const credentialHeaders = z.looseObject({
  [ORGANIZER_TOKEN_HEADER]: z.string().optional().describe('Tokens de organizador deste navegador, separados por vírgula'),
  [DASHBOARD_SESSION_HEADER]: z.string().optional().describe('Sessão obtida pelo link de acesso enviado por e-mail'),
  [PAYER_TOKEN_HEADER]: z.string().optional().describe('Tokens de pagamento deste navegador, separados por vírgula'),
});

/**
 * "Meus Grupos". Shoppers have no accounts: a request sees the groups whose organizer tokens it
 * carries, plus every group of the e-mail it proved through a one-time link. Nothing else, ever.
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, dashboardApi.groups, {
    schema: {
      tags: ['meus grupos'], summary: 'Grupos que esta requisição prova organizar ou ter pago (status efetivo opcional)',
      querystring: dashboardGroupsQuerySchema, headers: credentialHeaders,
      response: { 200: dashboardGroupListSchema, 400: errorSchema, 401: errorSchema },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // The operator's back office sees every group; a shopper only the groups it proves it organizes.
    const operator = await app.optionalAccount(request, 'operator');
    const scope = operator ? { tokenHashes: [], email: null, all: true } : await resolveOrganizerScope(app.ctx, request.headers);
    return listDashboardGroups(app.ctx, app.groupViews, scope, request.query.status);
  });

  route(app, dashboardApi.requestAccessLink, {
    config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    schema: {
      tags: ['meus grupos'], summary: 'Envia por e-mail um link de acesso único (30 minutos) aos grupos deste e-mail',
      body: accessLinkRequestSchema, response: { 202: accessLinkResponseSchema, 400: errorSchema, 429: errorSchema },
    },
  }, async (request, reply) => {
    await requestAccessLink(app.ctx, request.body.email);
    return reply.status(202).send({ success: true as const, message: dashboardMessages.accessLinkSent });
  });

  route(app, dashboardApi.verifyAccessLink, {
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    schema: {
      tags: ['meus grupos'], summary: 'Troca o link de acesso (uso único) por uma sessão de 30 dias',
      body: accessLinkVerifyRequestSchema, response: { 200: accessLinkVerifyResponseSchema, 400: errorSchema, 410: errorSchema, 429: errorSchema },
    },
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
    schema: {
      tags: ['meus grupos'], summary: 'Encerra a sessão por e-mail deste navegador',
      headers: credentialHeaders, response: { 200: endDashboardSessionResponseSchema },
    },
  }, async (request) => {
    const token = dashboardSessionTokenOf(request.headers);
    if (token) await endDashboardSession(app.ctx, token);
    return { success: true as const, message: dashboardMessages.sessionEnded };
  });
};
