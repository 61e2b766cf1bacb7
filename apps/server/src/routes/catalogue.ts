import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listActiveOccasions, listCategories } from '../db/repositories/catalogue.ts';
import { catalogueApi, publicRead } from './api-route.ts';

/** Public, read-only lists the marketplace filters by. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  publicRead(app, catalogueApi.categories, { tags: ['catálogo'], summary: 'Categorias do catálogo' }, async () => listCategories(app.ctx.db));

  publicRead(app, catalogueApi.occasions, {
    tags: ['catálogo'], summary: 'Ocasiões especiais ativas, com os tamanhos de grupo sugeridos',
  }, async () => {
    const rows = await listActiveOccasions(app.ctx.db);
    // Sizes are kept as the operator typed them; the tiles need them sorted and unique.
    return rows.map((row) => ({ ...row, suggested_group_sizes: [...new Set(row.suggested_group_sizes)].filter(Number.isInteger).sort((a, b) => a - b) }));
  });
};
