import type { FastifyInstance } from 'fastify';
import { CONTENT_SECURITY_POLICY } from '../plugins/security-headers.ts';

/**
 * The one page a store's site may show inside its own (the widget's creation dialog on desktop):
 * /product/{id}?embed=1. Every other page, and this one without embed=1, may be framed by Juntaí only
 * (frame-ancestors 'self' in plugins/security-headers.ts), so no other site can dress up the group or payment pages. The
 * product page's only action is creating a group with what the shopper types; payments happen on the
 * group page, in its own tab.
 */
export async function embeddedPageRoutes(app: FastifyInstance): Promise<void> {
  app.get('/product/:id', async (request, reply) => {
    if ((request.query as Record<string, unknown>).embed === '1') {
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
      reply.removeHeader('x-frame-options');
    }
    return reply.sendApp();
  });
}
