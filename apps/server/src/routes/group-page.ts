import type { FastifyInstance } from 'fastify';
import { linkIdParamsSchema } from '@juntai/contract';
import type { Group } from '@juntai/contract';
import { centsFromReais, groupPreview } from '@juntai/domain';
import { absoluteUrl, type PageMeta } from '../plugins/spa.ts';
import { cachedPublicSettings } from '../services/public-settings.ts';
import { requestBaseUrl } from './request-base-url.ts';

/**
 * The group page's HTML with its link preview: WhatsApp (like every crawler) runs no JavaScript, so
 * the title, description and image it shows must come in the HTML. Registered only where the web app
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
    return reply.sendApp(() => groupPageMeta(group, requestBaseUrl(app.ctx.env, request), platformName), group);
  });
}

/**
 * Title, description, image and address of a group's link preview (no e-mails, no phones), under the
 * platform name the operator set.
 */
export function groupPageMeta(group: Pick<Group, 'link_id' | 'creator_name' | 'product_name' | 'product_image' | 'product_price' | 'number_of_quotas'>, baseUrl: string | undefined, platformName: string): PageMeta {
  return {
    ...groupPreview({
      creatorName: group.creator_name, productName: group.product_name, priceCents: centsFromReais(group.product_price), quotas: group.number_of_quotas,
    }, platformName),
    image: absoluteUrl(group.product_image, baseUrl),
    url: absoluteUrl(`/g/${encodeURIComponent(group.link_id)}`, baseUrl),
  };
}


