import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminProductListResponseSchema, adminProductsQuerySchema, catalogueAdminMessages, catalogueIdParam, categoryCreateSchema, categoryMutationResponseSchema,
  categoryUpdateSchema, errorSchema, occasionCreateSchema, occasionMutationResponseSchema, occasionUpdateSchema, productAdminMessages, productFormSchema,
  productIdParam, productMutationResponseSchema, productUpdateSchema,
} from '@juntai/contract';
import { changeCategory, changeOccasion, createCategory, createOccasion, removeCategory, removeOccasion } from '../services/operator/catalogue.ts';
import { adminProductsPage, changeProduct, createProduct, removeProduct } from '../services/operator/products.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const actorOf = (request: FastifyRequest) => ({ userId: request.account!.userId, email: request.account!.email });

/** Rows as the API shows them: JSON columns parsed, nothing else changed. */
const presentOccasion = (row: { id: number; name: string; icon: string; featured: boolean; active: boolean; suggested_group_sizes: number[] }) => ({
  id: row.id, name: row.name, icon: row.icon, featured: row.featured, active: row.active, suggested_group_sizes: row.suggested_group_sizes,
});
const presentCategory = (row: { id: number; name: string; icon: string; target_audience: string; active: boolean; products: number }) => ({
  id: row.id, name: row.name, icon: row.icon, target_audience: row.target_audience, active: row.active, products: row.products,
});

/** The operator's catalogue: products, categories and occasions. Every route needs an operator session. */
export const operatorProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('operator'));
  const tags = ['super-admin'];

  app.get('/super-admin/products', {
    schema: { tags, summary: 'Produtos com filtros, busca (sem acentos) e paginação', querystring: adminProductsQuerySchema, response: { 200: adminProductListResponseSchema, ...errors } },
  }, async (request) => ({ success: true as const, ...(await adminProductsPage(app.ctx, request.query)) }));

  app.post('/super-admin/products', {
    schema: { tags, summary: 'Cadastra um produto', body: productFormSchema, response: { 201: productMutationResponseSchema, ...errors } },
  }, async (request, reply) => {
    const product = await createProduct(app.ctx, actorOf(request), request.body);
    return reply.status(201).send({ success: true as const, detail: productAdminMessages.created, product });
  });

  app.put('/super-admin/products/:id', {
    schema: { tags, summary: 'Altera um produto: o formulário inteiro, só {status} ou só {featured}', params: productIdParam, body: productUpdateSchema, response: { 200: productMutationResponseSchema, ...errors } },
  }, async (request) => ({ success: true as const, ...(await changeProduct(app.ctx, actorOf(request), request.params.id, request.body)) }));

  app.delete('/super-admin/products/:id', {
    schema: { tags, summary: 'Exclui um produto (os grupos dele continuam funcionando)', params: productIdParam, response: { 200: productMutationResponseSchema, ...errors } },
  }, async (request) => ({ success: true as const, detail: await removeProduct(app.ctx, actorOf(request), request.params.id) }));

  app.post('/super-admin/categories', {
    schema: { tags, summary: 'Cria uma categoria', body: categoryCreateSchema, response: { 201: categoryMutationResponseSchema, ...errors } },
  }, async (request, reply) => reply.status(201).send({
    success: true as const, detail: catalogueAdminMessages.created, category: presentCategory(await createCategory(app.ctx, actorOf(request), request.body)),
  }));

  app.put('/super-admin/categories/:id', {
    schema: { tags, summary: 'Renomeia, troca o ícone ou desativa uma categoria', params: catalogueIdParam, body: categoryUpdateSchema, response: { 200: categoryMutationResponseSchema, ...errors } },
  }, async (request) => ({
    success: true as const, detail: catalogueAdminMessages.saved, category: presentCategory(await changeCategory(app.ctx, actorOf(request), request.params.id, request.body)),
  }));

  app.delete('/super-admin/categories/:id', {
    schema: { tags, summary: 'Exclui uma categoria sem produtos', params: catalogueIdParam, response: { 200: categoryMutationResponseSchema, ...errors } },
  }, async (request) => {
    await removeCategory(app.ctx, actorOf(request), request.params.id);
    return { success: true as const, detail: catalogueAdminMessages.deleted };
  });

  app.post('/super-admin/occasions', {
    schema: { tags, summary: 'Cria uma ocasião', body: occasionCreateSchema, response: { 201: occasionMutationResponseSchema, ...errors } },
  }, async (request, reply) => reply.status(201).send({
    success: true as const, detail: catalogueAdminMessages.created, occasion: presentOccasion(await createOccasion(app.ctx, actorOf(request), request.body)),
  }));

  app.put('/super-admin/occasions/:id', {
    schema: { tags, summary: 'Renomeia, ativa ou desativa uma ocasião', params: catalogueIdParam, body: occasionUpdateSchema, response: { 200: occasionMutationResponseSchema, ...errors } },
  }, async (request) => ({
    success: true as const, detail: catalogueAdminMessages.saved, occasion: presentOccasion(await changeOccasion(app.ctx, actorOf(request), request.params.id, request.body)),
  }));

  app.delete('/super-admin/occasions/:id', {
    schema: { tags, summary: 'Exclui uma ocasião', params: catalogueIdParam, response: { 200: occasionMutationResponseSchema, ...errors } },
  }, async (request) => {
    await removeOccasion(app.ctx, actorOf(request), request.params.id);
    return { success: true as const, detail: catalogueAdminMessages.deleted };
  });
};
