import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_NAME, uploadsDir } from '../services/images/image-store.ts';

/**
 * GET /uploads/{name}: the product images the operator stored. Their names are their content's hash,
 * so they are cached for good; any other name is a 404.
 */
export async function uploadedFileRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const { name } = request.params;
    const path = join(uploadsDir(app.ctx.env), name);
    if (!UPLOAD_NAME.test(name) || !existsSync(path)) {
      return reply.status(404).send({ success: false, detail: 'Imagem não encontrada' });
    }
    return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(createReadStream(path));
  });
}
