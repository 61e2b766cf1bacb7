import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privacyMessages } from '@juntai/contract';
import { AppError } from '../errors.ts';
import { correctPersonalData, erasePersonalData, exportPersonalData } from '../services/privacy/data-rights.ts';
import { erasureMessage, exportFileName } from '../services/privacy/data-rights-answers.ts';
import { resolveOrganizerScope } from '../services/organizer-dashboard/scope.ts';
import { dashboardApi, route } from './api-route.ts';

/**
 * "Meus dados" (LGPD art. 18, ADR 0053): only whoever proved the e-mail with the Meus Grupos access
 * link acts on it; an organizer or payer token proves a browser, not a person, so it is not enough.
 */
export const dataRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['meus dados'];
  // Who is asking is settled before the body is read: a stranger learns nothing, not even what a valid request looks like.
  const emails = new WeakMap<object, string>();
  app.addHook('onRequest', async (request) => {
    const { email } = await resolveOrganizerScope(app.ctx, request.headers);
    if (!email) throw new AppError('unauthorized', privacyMessages.sessionRequired, 'dashboard_session_required');
    emails.set(request, email);
  });
  const provedEmail = (request: object) => emails.get(request)!;

  route(app, dashboardApi.myData, {
    schema: { tags, summary: 'Baixa (JSON) tudo o que está guardado com o e-mail provado' },
  }, async (request, reply) => {
    const data = await exportPersonalData(app.ctx, { kind: 'self' }, provedEmail(request));
    return reply.header('cache-control', 'no-store').header('content-disposition', `attachment; filename="${exportFileName(app.ctx.clock.now())}"`).send(data);
  });

  route(app, dashboardApi.correctMyData, {
    schema: { tags, summary: 'Corrige nome e WhatsApp nos grupos ainda ativos do e-mail provado' },
  }, async (request) => {
    const changed = await correctPersonalData(app.ctx, provedEmail(request), request.body);
    return { success: true as const, message: privacyMessages.corrected, groups_updated: changed.groups, payments_updated: changed.payments };
  });

  route(app, dashboardApi.eraseMyData, {
    schema: { tags, summary: 'Anonimiza os dados do e-mail provado (grupos ativos: quando terminarem)' },
  }, async (request) => {
    const result = await erasePersonalData(app.ctx, { kind: 'self' }, provedEmail(request));
    return { success: true as const, message: erasureMessage(result.activeGroupsWaiting), groups_anonymised: result.groupsAnonymised, active_groups_waiting: result.activeGroupsWaiting };
  });
};
