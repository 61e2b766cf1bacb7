import type { FastifyInstance } from 'fastify';
import { productIdParamsSchema } from '@juntai/contract';
import { findProductForSale } from '../db/repositories/products.ts';
import { findStoreSite } from '../db/repositories/stores.ts';
import { CONTENT_SECURITY_POLICY } from '../plugins/security-headers.ts';

/**
 * The framing rule of the embedded page: Juntaí itself and the product's store's own site (its "Endereço do
 * site da loja", an origin), nobody else; a store with no site set cannot frame it.
 */
const embeddedPolicy = (site: string | null) =>
  CONTENT_SECURITY_POLICY.replace(/frame-ancestors [^;]*/, `frame-ancestors 'self'${site ? ` ${site}` : ''}`);

/**
 * The product page's HTML: drawn with the product's own title and link preview (by the web app's
 * route, plugins/spa.ts) when it is for sale, and
 * status 404 when the address names no product for sale (unknown, draft or withdrawn), so a dead
 * product link is neither previewed nor indexed. The web app shows its 'Produto não encontrado' either way.
 *
 * It is also the one page a store's site may show inside its own (the widget's creation dialog on
 * desktop): /product/{id}?embed=1. Every other page, and this one without embed=1, may be framed by
 * Juntaí only (frame-ancestors 'self' in plugins/security-headers.ts), so no other site can dress up the
 * group or payment pages. The product page's only action is creating a group with what the shopper
 * types; payments happen on the group page, in its own tab.
 */
export async function productPageRoutes(app: FastifyInstance): Promise<void> {
  app.get('/product/:id', async (request, reply) => {
    const params = productIdParamsSchema.safeParse(request.params);
    if (!params.success) return reply.status(404).sendApp();
    const product = await findProductForSale(app.ctx.db, params.data.id);
    if (!product) return reply.status(404).sendApp();
    if ((request.query as Record<string, unknown>).embed === '1') {
      reply.header('content-security-policy', embeddedPolicy(await findStoreSite(app.ctx.db, product.store_id)));
      reply.removeHeader('x-frame-options');
    }
    return reply.sendApp();
  });
}
