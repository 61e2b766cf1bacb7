import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, linkPreviewMessages, linkPreviewQuerySchema } from '@juntai/contract';
import { LINK_PREVIEW_IMAGE_PATH } from '@juntai/domain';
import { notFound } from '../errors.ts';
import { linkPreviewImages } from '../services/images/link-preview-image.ts';

const SVG_TYPE = /^image\/svg\+xml\b/;
/** The path under /api (the plugin is registered there). */
const ROUTE = LINK_PREVIEW_IMAGE_PATH.replace(/^\/api/, '');

/**
 * The PNG of a product's SVG for link previews (og:image of the product and group pages, page-heads.ts).
 * The SVG is asked of this app itself, as a browser would: whatever serves the site's pictures (the web
 * build, the uploads) serves it here too, and no other site's address is ever fetched.
 */
export const linkPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const draw = linkPreviewImages(async (src) => {
    const res = await app.inject({ method: 'GET', url: src });
    return res.statusCode === 200 && SVG_TYPE.test(String(res.headers['content-type'] ?? '')) ? res.rawPayload : undefined;
  });

  app.get(ROUTE, {
    schema: {
      tags: ['páginas'], summary: 'A imagem PNG (1200×630) de pré-visualização de link de um produto cuja imagem é SVG',
      querystring: linkPreviewQuerySchema, response: { 400: errorSchema, 404: errorSchema },
    },
  }, async (request, reply) => {
    const png = await draw(request.query.src);
    if (!png) throw notFound(linkPreviewMessages.notFound, 'image_not_found');
    // A Buffer goes out as it is (fastify serialises no Buffer); the declared answers are the errors'.
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png as never);
  });
};
