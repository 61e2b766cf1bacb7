import type { FastifyInstance } from 'fastify';
import { type Group, linkIdParamsSchema } from '@juntai/contract';

/**
 * The group page's HTML, drawn with its head (link preview) by the web app's route (plugins/spa.ts).
 * Registered only where the web app is served. A malformed or unknown link gets the plain app (the
 * app shows its 'Grupo não encontrado' card) with status 404, so crawlers do not preview or index a
 * dead link.
 */
export async function groupPageRoutes(app: FastifyInstance): Promise<void> {
  app.get('/g/:linkId', async (request, reply) => {
    const params = linkIdParamsSchema.safeParse(request.params);
    if (!params.success) return reply.status(404).sendApp();
    // Every phone that opens a shared link asks for this page: the group's public view is kept in
    // memory once per change (services/realtime/group-views.ts), and so is its drawing, until it changes.
    let group: Group | undefined;
    try {
      group = await app.groupViews.view(params.data.linkId);
    } catch (error) {
      // The page's own data request will say what went wrong; the app still loads.
      request.log.error({ err: error }, 'group page failed');
      return reply.sendApp();
    }
    if (!group) return reply.status(404).sendApp();
    return reply.sendApp(group);
  });
}
