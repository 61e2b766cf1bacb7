import type { FastifyInstance } from 'fastify';
import { type Group, groupHead, linkIdParamsSchema } from '@juntai/contract';
import { cachedPublicSettings } from '../services/public-settings.ts';
import { requestBaseUrl } from './request-base-url.ts';

/**
 * The group page's HTML with its head (contract `groupHead`): WhatsApp (like every crawler) runs no
 * JavaScript, so the title, description and image it shows must come in the HTML. Registered only where the web app
 * is served. A malformed or unknown link gets the plain app (the SPA shows its 'Grupo não
 * encontrado' card) with status 404, so crawlers do not preview or index a dead link.
 */
export async function groupPageRoutes(app: FastifyInstance): Promise<void> {
  // Every phone that opens a shared link asks for this page: the preview comes from the group's public
  // view, kept in memory once per change (services/realtime/group-views.ts).
  const settings = cachedPublicSettings(app.ctx);
  app.get('/g/:linkId', async (request, reply) => {
    const params = linkIdParamsSchema.safeParse(request.params);
    if (!params.success) return reply.status(404).sendApp();
    let group: Group | undefined;
    let platformName: string;
    try {
      [group, { platform_name: platformName }] = await Promise.all([app.groupViews.view(params.data.linkId), settings()]);
    } catch (error) {
      // The preview is a nicety: without it the page still works, so serve the plain app.
      request.log.error({ err: error }, 'group preview failed');
      return reply.sendApp();
    }
    if (!group) return reply.status(404).sendApp();
    return reply.sendApp(() => groupHead(group, { origin: requestBaseUrl(app.ctx.env, request), platformName }), group);
  });
}
