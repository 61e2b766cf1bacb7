import type { FastifyInstance } from 'fastify';
import { productHead, productIdParamsSchema } from '@juntai/contract';
import type { Cents } from '@juntai/domain';
import { findProductForSale } from '../db/repositories/products.ts';
import { CONTENT_SECURITY_POLICY } from '../plugins/security-headers.ts';
import { cachedPublicSettings } from '../services/public-settings.ts';
import { requestBaseUrl } from './request-base-url.ts';

/**
 * The product page's HTML: with the product's own title and link preview when it is for sale, and
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
  const settings = cachedPublicSettings(app.ctx);
  app.get('/product/:id', async (request, reply) => {
    if ((request.query as Record<string, unknown>).embed === '1') {
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
      reply.removeHeader('x-frame-options');
    }
    const params = productIdParamsSchema.safeParse(request.params);
    if (!params.success) return reply.status(404).sendApp();
    const [product, { platform_name: platformName }] = await Promise.all([findProductForSale(app.ctx.db, params.data.id), settings()]);
    if (!product) return reply.status(404).sendApp();
    return reply.sendApp(productHead(
      { id: product.id, name: product.name, priceCents: product.price_cents as Cents, image: product.image },
      { origin: requestBaseUrl(app.ctx.env, request), platformName },
    ));
  });
}
