import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_UPLOAD_MAX_BYTES, imageMessages } from '@juntai/contract';
import { badRequest } from '../errors.ts';
import { fetchImage } from '../services/images/fetch-image.ts';
import type { Role } from '../services/auth/roles.ts';
import { storeImage } from '../services/images/image-store.ts';
import { merchantApi, operatorApi, route } from './api-route.ts';
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * Product images: a file sent as is, or a URL downloaded once; both stored and served by the app. The
 * operator's catalogue uses /super-admin/uploads, a store's own products /admin/uploads.
 */
export const imageUploadRoutes = (base: '/super-admin' | '/admin', role: Role): FastifyPluginAsyncZod => async (app) => {
  app.addHook('onRequest', app.requireRole(role));
  // The file is the body itself (Content-Type image/jpeg, image/png or image/webp), up to 5 MB.
  app.addContentTypeParser(IMAGE_TYPES, { parseAs: 'buffer', bodyLimit: IMAGE_UPLOAD_MAX_BYTES }, (_request, body, done) => done(null, body));
  const tags = [role === 'operator' ? 'super-admin' : 'lojista'];
  const calls = base === '/admin' ? merchantApi : operatorApi;

  route(app, calls.uploadImage, {
    bodyLimit: IMAGE_UPLOAD_MAX_BYTES,
    schema: { tags, summary: 'Envia uma imagem de produto (JPEG, PNG ou WebP até 5 MB; reprocessada em WebP)' },
  }, async (request, reply) => {
    if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw badRequest(imageMessages.unreadable, 'image_invalid');
    return reply.status(201).send({ success: true as const, url: await storeImage(app.ctx.env, request.body) });
  });

  route(app, calls.imageFromUrl, {
    schema: { tags, summary: 'Baixa uma vez a imagem de um endereço https e a guarda no app' },
  }, async (request, reply) => {
    const bytes = await fetchImage(app.ctx.env, request.body.url);
    return reply.status(201).send({ success: true as const, url: await storeImage(app.ctx.env, bytes) });
  });
};
