import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MERCHANTS_PAGE_SIZE, operatorMessages, globalSettingMessages } from '@juntai/contract';
import { auditEntries } from '../services/operator/audit.ts';
import { globalSettings, saveGlobalSettings } from '../services/operator/global-settings.ts';
import { operatorDashboard } from '../services/operator/dashboard.ts';
import { changeMerchant, createMerchant, merchantsPage } from '../services/operator/merchants.ts';
import { allPlans, createPlan, deactivatePlan, editPlan } from '../services/operator/plans.ts';
import { systemStatus } from '../services/operator/system-status.ts';
import { actorOf } from './operator-common.ts';
import { done } from './done.ts';
import { operatorApi, route } from './api-route.ts';

/** The operator back office: dashboard figures, merchants and plans. Every route needs an operator session. */
export const operatorBackOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('operator'));
  const tags = ['super-admin'];

  route(app, operatorApi.dashboard, {
    schema: { tags, summary: 'Números da plataforma no período (total ou AAAA-MM)' },
  }, async (request) => ({ success: true as const, stats: await operatorDashboard(app.ctx, request.query.period) }));

  route(app, operatorApi.merchants, {
    schema: { tags, summary: 'Lojistas, com busca, filtro de status e página' },
  }, async (request) => ({ success: true as const, ...(await merchantsPage(app.ctx, request.query, MERCHANTS_PAGE_SIZE)) }));

  route(app, operatorApi.createMerchant, {
    schema: { tags, summary: 'Cadastra um lojista (e convida o contato por e-mail)' },
  }, async (request, reply) => reply.status(201).send(done(operatorMessages.merchantCreated, { merchant: await createMerchant(app.ctx, actorOf(request), request.body) })));

  route(app, operatorApi.updateMerchant, {
    schema: { tags, summary: 'Muda o status ou o plano de um lojista' },
  }, async (request) => done(operatorMessages.merchantUpdated, { merchant: await changeMerchant(app.ctx, actorOf(request), request.params.id, request.body) }));

  route(app, operatorApi.plans, {
    schema: { tags, summary: 'Planos, ativos primeiro' },
  }, async () => ({ success: true as const, plans: await allPlans(app.ctx) }));

  route(app, operatorApi.createPlan, {
    schema: { tags, summary: 'Cria um plano' },
  }, async (request, reply) => reply.status(201).send(done(operatorMessages.planCreated, { plan: await createPlan(app.ctx, actorOf(request), request.body) })));

  route(app, operatorApi.updatePlan, {
    schema: { tags, summary: 'Edita (ou reativa, com active: true) um plano' },
  }, async (request) => done(operatorMessages.planUpdated, { plan: await editPlan(app.ctx, actorOf(request), request.params.id, request.body) }));

  route(app, operatorApi.deletePlan, {
    schema: { tags, summary: 'Desativa um plano (as lojas nele continuam até serem mudadas)' },
  }, async (request) => done(operatorMessages.planDeactivated, { plan: await deactivatePlan(app.ctx, actorOf(request), request.params.id) }));

  route(app, operatorApi.globalSettings, {
    schema: { tags, summary: 'Configurações globais (chave → {value})' },
  }, async () => ({ success: true as const, settings: await globalSettings(app.ctx) }));

  route(app, operatorApi.updateGlobalSettings, {
    schema: { tags, summary: 'Salva configurações globais (cada chave validada; chave desconhecida → 400)' },
  }, async (request) => done(globalSettingMessages.saved, await saveGlobalSettings(app.ctx, actorOf(request), request.body)));

  route(app, operatorApi.status, {
    schema: { tags, summary: 'Estado do sistema: banco, migrações, tarefas, e-mails, provedor, versão' },
  }, async () => systemStatus(app.ctx));

  route(app, operatorApi.audit, {
    schema: { tags, summary: 'Trilha de auditoria das mudanças dos operadores, mais novas primeiro' },
  }, async (request) => ({ success: true as const, entries: await auditEntries(app.ctx, request.query.limit, request.query.before_id) }));
};
