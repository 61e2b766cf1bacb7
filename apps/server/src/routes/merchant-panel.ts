import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '@juntai/contract';
import { storeFunnel } from '../services/integration/funnel.ts';
import { storeOrdersCsv } from '../services/integration/orders-csv.ts';
import { listStoreGroupsPage } from '../services/merchant/list-groups.ts';
import { storeMetrics } from '../services/merchant/metrics.ts';
import { ownStoreId } from './merchant-common.ts';
import { merchantApi, route } from './api-route.ts';

/** The merchant panel's figures and group list: the session's store only, whatever the request says. */
export const merchantPanelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('merchant'));
  route(app, merchantApi.metrics, {
    schema: { tags: ['lojista'], summary: 'Métricas da loja (grupos por status; arrecadado e clientes em 30 dias)' },
  }, async (request) => storeMetrics(app.ctx, ownStoreId(request)));

  route(app, merchantApi.groups, {
    schema: { tags: ['lojista'], summary: 'Grupos da loja, mais novos primeiro; filtro de status, busca e página (cabeçalhos X-Next-Cursor e X-Total-Count)' },
  }, async (request, reply) => {
    const page = await listStoreGroupsPage(app.ctx, ownStoreId(request), request.query);
    reply.header(TOTAL_COUNT_HEADER, String(page.total));
    if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
    reply.header('access-control-expose-headers', `${TOTAL_COUNT_HEADER}, ${NEXT_CURSOR_HEADER}`);
    return page.groups;
  });

  route(app, merchantApi.funnel, {
    schema: { tags: ['lojista'], summary: 'Funil do botão por dia: exibições, cliques, grupos criados e concluídos, receita' },
  }, async (request) => storeFunnel(app.ctx, ownStoreId(request), request.query.days));

  route(app, merchantApi.ordersCsv, {
    schema: { tags: ['lojista'], summary: 'Pedidos (grupos concluídos) em CSV, uma linha por grupo' },
  }, async (request, reply) => {
    const csv = await storeOrdersCsv(app.ctx, ownStoreId(request));
    return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="pedidos-juntai.csv"').send(csv);
  });
};
