import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorCatalogueMessages, operatorProductMessages } from '@juntai/contract';
import { changeCategory, changeOccasion, createCategory, createOccasion, removeCategory, removeOccasion } from '../services/operator/catalogue.ts';
import { operatorProductsPage, changeProduct, createProduct, removeProduct } from '../services/operator/products.ts';
import { actorOf } from './operator-common.ts';
import { done } from './done.ts';
import { operatorApi, route } from './api-route.ts';

/** The operator's catalogue: products, categories and occasions. Every route needs an operator session. */
export const operatorProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('operator'));
  const tags = ['super-admin'];

  route(app, operatorApi.products, {
    schema: { tags, summary: 'Produtos com filtros, busca (sem acentos) e paginação' },
  }, async (request) => ({ success: true as const, ...(await operatorProductsPage(app.ctx, request.query)) }));

  route(app, operatorApi.createProduct, {
    schema: { tags, summary: 'Cadastra um produto' },
  }, async (request, reply) => reply.status(201).send(done(operatorProductMessages.created, { product: await createProduct(app.ctx, actorOf(request), request.body) })));

  route(app, operatorApi.updateProduct, {
    schema: { tags, summary: 'Altera um produto: o formulário inteiro, só {status} ou só {featured}' },
  }, async (request) => ({ success: true as const, ...(await changeProduct(app.ctx, actorOf(request), request.params.id, request.body)) }));

  route(app, operatorApi.deleteProduct, {
    schema: { tags, summary: 'Exclui um produto (os grupos dele continuam funcionando)' },
  }, async (request) => ({ success: true as const, detail: await removeProduct(app.ctx, actorOf(request), request.params.id) }));

  route(app, operatorApi.createCategory, {
    schema: { tags, summary: 'Cria uma categoria' },
  }, async (request, reply) => reply.status(201).send(done(operatorCatalogueMessages.created, { category: await createCategory(app.ctx, actorOf(request), request.body) })));

  route(app, operatorApi.updateCategory, {
    schema: { tags, summary: 'Renomeia, troca o ícone ou desativa uma categoria' },
  }, async (request) => done(operatorCatalogueMessages.saved, { category: await changeCategory(app.ctx, actorOf(request), request.params.id, request.body) }));

  route(app, operatorApi.deleteCategory, {
    schema: { tags, summary: 'Exclui uma categoria sem produtos' },
  }, async (request) => done(operatorCatalogueMessages.deleted, await removeCategory(app.ctx, actorOf(request), request.params.id)));

  route(app, operatorApi.createOccasion, {
    schema: { tags, summary: 'Cria uma ocasião' },
  }, async (request, reply) => reply.status(201).send(done(operatorCatalogueMessages.created, { occasion: await createOccasion(app.ctx, actorOf(request), request.body) })));

  route(app, operatorApi.updateOccasion, {
    schema: { tags, summary: 'Renomeia, ativa ou desativa uma ocasião' },
  }, async (request) => done(operatorCatalogueMessages.saved, { occasion: await changeOccasion(app.ctx, actorOf(request), request.params.id, request.body) }));

  route(app, operatorApi.deleteOccasion, {
    schema: { tags, summary: 'Exclui uma ocasião' },
  }, async (request) => done(operatorCatalogueMessages.deleted, await removeOccasion(app.ctx, actorOf(request), request.params.id)));
};
