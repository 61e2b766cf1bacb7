import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { requestBaseUrl } from './request-base-url.ts';

const GUIDE_PATH = join(dirname(fileURLToPath(import.meta.url)), '../../../../docs/integration.md');
/** The address the guide's examples use; replaced by this installation's own. */
const EXAMPLE_ORIGIN = 'https://juntai.com.br';

/**
 * GET /guia-de-integracao: docs/integration.md for the store, linked from /admin/settings, as plain
 * text (Markdown reads well as it is) with the examples pointing at this installation's address.
 */
export async function integrationGuideRoutes(app: FastifyInstance): Promise<void> {
  const guide = readFileSync(GUIDE_PATH, 'utf8');
  app.get('/guia-de-integracao', async (request, reply) => reply
    .type('text/plain; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(guide.replaceAll(EXAMPLE_ORIGIN, () => requestBaseUrl(app.ctx.env, request)))); // a function: a `$` in the Host is not a pattern
}
