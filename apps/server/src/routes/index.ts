import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health.ts';
import { productRoutes } from './products.ts';
import { settingsRoutes } from './settings.ts';

/** Every API route, mounted under /api. One file per resource; add new ones here. */
export async function registerApiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(productRoutes);
  await app.register(settingsRoutes);
}
