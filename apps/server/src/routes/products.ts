import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, productIdParamsSchema, productListQuerySchema, productListSchema, productSchema } from '@juntai/contract';
import { findProduct, listProducts } from '../db/repositories/products.ts';
import { notFound } from '../errors.ts';
import { presentProduct } from '../presenters/product.ts';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/products', {
    schema: {
      tags: ['catálogo'], summary: 'Lista os produtos (filtros opcionais type e status)',
      querystring: productListQuerySchema, response: { 200: productListSchema, 400: errorSchema },
    },
  }, async (request) => {
    const rows = await listProducts(app.ctx.db, request.query);
    return rows.map(presentProduct);
  });

  app.get('/products/:id', {
    schema: {
      tags: ['catálogo'], summary: 'Um produto',
      params: productIdParamsSchema, response: { 200: productSchema, 400: errorSchema, 404: errorSchema },
    },
  }, async (request) => {
    const row = await findProduct(app.ctx.db, request.params.id);
    // An inactive or draft product is not for sale: its page says so at once, rather than after the
    // shopper has filled the three steps of a group (the creation refuses it too).
    if (!row || row.status !== 'active') throw notFound('Produto não encontrado');
    return presentProduct(row);
  });
};
