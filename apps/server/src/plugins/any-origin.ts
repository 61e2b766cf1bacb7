import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * The route option (`config: { cors: ANY_ORIGIN }`) of the public reads a store's page makes through
 * the widget (a product's button, a group's progress and its live stream) and of the widget's beacon:
 * any origin may read them, never with credentials (no Access-Control-Allow-Credentials), so no cookie
 * or session of Juntaí's is ever involved. Their resource policy says cross-origin (security-headers.ts).
 */
export const ANY_ORIGIN = { origin: '*' } as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    cors?: typeof ANY_ORIGIN;
  }
}

/** @fastify/cors, closed by default: nothing else answers to other origins, and every write stays same-origin. */
export async function registerCors(app: FastifyInstance): Promise<void> {
  await app.register(cors, { origin: false });
}
