import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findProductForSale, listProducts } from '../db/repositories/products.ts';
import { findStoreSite } from '../db/repositories/stores.ts';
import { notFound } from '../errors.ts';
import { presentPublicProduct } from '../presenters/product.ts';
import { catalogueApi, publicRead, route } from './api-route.ts';

/**
 * The public catalogue: active products only, whatever the query asks (drafts and withdrawn products
 * are the operator's and the partners' business), without the commission (presentPublicProduct).
 */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  publicRead(app, catalogueApi.products, {
    tags: ['catálogo'], summary: 'Lista os produtos (filtros opcionais type e status)',
  }, async ({ query }) => {
    // `status` stays accepted (the spec names it), but only ever narrows to the active products.
    if (query.status && query.status !== 'active') return [];
    const rows = await listProducts(app.ctx.db, { ...query, status: 'active' });
    return rows.map(presentPublicProduct);
  });

  const productForSale = async (id: number) => {
    const row = await findProductForSale(app.ctx.db, id);
    if (!row) throw notFound('Produto não encontrado');
    return row;
  };

  publicRead(app, catalogueApi.product, { tags: ['catálogo'], summary: 'Um produto' }, async ({ params }) => presentPublicProduct(await productForSale(params.id)));

  // The product page opened from a store's button offers "Voltar para a loja" only when `voltar=` lies
  // on this site (isOnStoreSite, @juntai/domain): any other address could be a look-alike page.
  route(app, catalogueApi.productStoreSite, {
    schema: { tags: ['catálogo'], summary: 'O site da loja do produto (para onde "Voltar para a loja" pode levar)' },
  }, async (request) => {
    const row = await productForSale(request.params.id);
    return { site_url: await findStoreSite(app.ctx.db, row.store_id) };
  });
};
