import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerMessages, PARTNER_IMPORT_MAX_BYTES } from '@juntai/contract';
import { listAllCategories, listAllOccasions } from '../db/repositories/partners.ts';
import { listProducts } from '../db/repositories/products.ts';
import { presentProduct } from '../presenters/product.ts';
import {
  bulkPartnerAction, createPartner, deletePartner, partnersCsv, partnersCsvFileName, partnersList, updatePartner,
} from '../services/operator/partners.ts';
import { importPartners } from '../services/operator/partner-import.ts';
import { actorOf } from './operator-common.ts';
import { done } from './done.ts';
import { operatorApi, route } from './api-route.ts';

/** Partners, categories and occasions of the back office. Every route needs an operator session. */
export const operatorPartnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('operator'));
  const tags = ['super-admin'];

  route(app, operatorApi.partners, {
    schema: { tags, summary: 'Parceiros com filtros e ordenação; produtos e vendas reais' },
  }, async (request) => ({ success: true as const, partners: await partnersList(app.ctx, request.query) }));

  route(app, operatorApi.createPartner, {
    schema: { tags, summary: 'Cadastra um parceiro (começa pendente)' },
  }, async (request, reply) => reply.status(201).send(done(partnerMessages.created, { partner: await createPartner(app.ctx, actorOf(request), request.body) })));

  route(app, operatorApi.exportPartners, {
    schema: { tags, summary: 'Exporta os parceiros em CSV (UTF-8 com BOM, ; e vírgula decimal)' },
  }, async (request, reply) => {
    const csv = await partnersCsv(app.ctx, request.query);
    return reply.header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${partnersCsvFileName(app.ctx.clock.now())}"`).send(csv);
  });

  route(app, operatorApi.importPartners, {
    // The file's text in JSON: a little over the CSV itself.
    bodyLimit: 2 * PARTNER_IMPORT_MAX_BYTES,
    schema: { tags, summary: 'Importa parceiros de um CSV com as colunas da exportação (dry_run: só o relatório)' },
  }, async (request) => ({ success: true as const, ...await importPartners(app.ctx, actorOf(request), request.body.csv, request.body.dry_run) }));

  route(app, operatorApi.partnerBulkActions, {
    schema: { tags, summary: 'Ativa, desativa ou exclui vários parceiros (todos ou nenhum)' },
  }, async (request) => ({ success: true as const, message: await bulkPartnerAction(app.ctx, actorOf(request), request.body.partner_ids, request.body.action) }));

  route(app, operatorApi.updatePartner, {
    schema: { tags, summary: 'Altera um parceiro (os mesmos campos do cadastro, e o status)' },
  }, async (request) => done(partnerMessages.updated, { partner: await updatePartner(app.ctx, actorOf(request), request.params.id, request.body) }));

  route(app, operatorApi.deletePartner, {
    schema: { tags, summary: 'Exclui um parceiro (seus produtos ficam, sem parceiro)' },
  }, async (request) => ({ success: true as const, message: await deletePartner(app.ctx, actorOf(request), request.params.id) }));

  route(app, operatorApi.partnerProducts, {
    schema: { tags, summary: 'Produtos de um parceiro' },
  }, async (request) => ({ success: true as const, products: (await listProducts(app.ctx.db, { partnerId: request.params.id })).map(presentProduct) }));

  route(app, operatorApi.categories, {
    schema: { tags, summary: 'Categorias (opcional: target_audience=b2c)' },
  }, async (request) => ({ success: true as const, categories: await listAllCategories(app.ctx.db, request.query.target_audience) }));

  route(app, operatorApi.occasions, {
    schema: { tags, summary: 'Ocasiões, ativas e inativas' },
  }, async () => ({ success: true as const, occasions: await listAllOccasions(app.ctx.db) }));
};
