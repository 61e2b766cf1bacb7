import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privacyMessages } from '@juntai/contract';
import { erasePersonalData, exportPersonalData } from '../services/privacy/data-rights.ts';
import { exportFileName } from '../services/privacy/data-rights-answers.ts';
import { findPeople } from '../services/privacy/find-people.ts';
import { actorOf } from './operator-common.ts';
import { operatorApi, route } from './api-route.ts';

/**
 * /super-admin/privacidade (ADR 0053): requests that reach the encarregado by e-mail, answered on the
 * person's behalf with the same export and erasure as "Meus dados", each audited with the operator.
 */
export const operatorPrivacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('operator'));
  const tags = ['super-admin'];

  route(app, operatorApi.privacySearch, {
    schema: { tags, summary: 'Pessoas com este e-mail ou WhatsApp, e quanto está guardado com cada e-mail' },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true as const, people: await findPeople(app.ctx, request.query.q) };
  });

  route(app, operatorApi.privacyExport, {
    schema: { tags, summary: 'Baixa (JSON) os dados de um e-mail em nome do titular; o titular é avisado' },
  }, async (request, reply) => {
    const data = await exportPersonalData(app.ctx, { kind: 'operator', actor: actorOf(request) }, request.query.email);
    return reply.header('cache-control', 'no-store').header('content-disposition', `attachment; filename="${exportFileName(app.ctx.clock.now())}"`).send(data);
  });

  route(app, operatorApi.privacyErasure, {
    schema: { tags, summary: 'Anonimiza os dados de um e-mail em nome do titular (grupos ativos: quando terminarem)' },
  }, async (request) => {
    const result = await erasePersonalData(app.ctx, { kind: 'operator', actor: actorOf(request) }, request.body.email);
    return {
      success: true as const, message: privacyMessages.operatorErased,
      groups_anonymised: result.groupsAnonymised, active_groups_waiting: result.activeGroupsWaiting,
    };
  });
};
