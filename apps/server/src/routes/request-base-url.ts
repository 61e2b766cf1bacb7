import type { FastifyRequest } from 'fastify';
import type { Env } from '../env.ts';

/**
 * The app's public address for answers shown in a browser (a link preview, the widget's creation link,
 * the integration guide): PUBLIC_BASE_URL, else the address the request came to (a trusted proxy's
 * headers count: TRUST_PROXY). E-mailed links never use the request (services/organizer-dashboard/access-link.ts).
 */
export function requestBaseUrl(env: Env, request: FastifyRequest): string {
  return env.PUBLIC_BASE_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
}
