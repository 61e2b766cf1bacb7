import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, linkPreviewMessages, linkPreviewQuerySchema } from '@juntai/contract';
import { LINK_PREVIEW_IMAGE_PATH } from '@juntai/domain';
import { notFound } from '../errors.ts';
import { webDistDir } from '../plugins/spa.ts';
import { linkPreviewImages } from '../services/images/link-preview-image.ts';

/** The path under /api (the plugin is registered there). */
const ROUTE = LINK_PREVIEW_IMAGE_PATH.replace(/^\/api/, '');

/**
 * The PNG of a product's SVG for link previews (og:image of the product and group pages, page-heads.ts).
 * The SVG is one of the web build's files, which hold the site's pictures (an upload is never SVG): read
 * from there, as the site serves it; a path outside that folder is not found, and no other site's address
 * is ever fetched.
 */
export const linkPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const pictures = resolve(webDistDir(app.ctx.env));
  const draw = linkPreviewImages(async (src) => {
    const path = resolve(pictures, `.${decodeURIComponent(new URL(src, 'http://juntai.invalid').pathname)}`);
    return path.startsWith(`${pictures}${sep}`) ? await readFile(path) : undefined;
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
