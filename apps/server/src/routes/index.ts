import type { FastifyInstance } from 'fastify';
import { adminAccountRoutes } from './admin-account.ts';
import { adminPanelRoutes } from './admin-panel.ts';
import { adminStoreProductRoutes } from './admin-store-products.ts';
import { adminWebhookRoutes } from './admin-webhooks.ts';
import { catalogueRoutes } from './catalogue.ts';
import { superAdminAccountRoutes } from './super-admin-account.ts';
import { superAdminBackOfficeRoutes } from './super-admin-back-office.ts';
import { superAdminPartnerRoutes } from './super-admin-partners.ts';
import { superAdminProductRoutes } from './super-admin-products.ts';
import { dashboardRoutes } from './dashboard.ts';
import { groupEventsRoutes } from './group-events.ts';
import { groupRoutes } from './groups.ts';
import { healthRoutes } from './health.ts';
import { imageUploadRoutes } from './image-uploads.ts';
import { paymentRoutes } from './payments.ts';
import { productRoutes } from './products.ts';
import { settingsRoutes } from './settings.ts';
import { testingRoutes } from './testing.ts';
import { widgetRoutes } from './widget.ts';

/** Every API route, mounted under /api. One file per resource; add new ones here. */
export async function registerApiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(productRoutes);
  await app.register(settingsRoutes);
  await app.register(adminAccountRoutes);
  await app.register(adminPanelRoutes);
  await app.register(adminStoreProductRoutes);
  await app.register(adminWebhookRoutes);
  await app.register(superAdminAccountRoutes);
  await app.register(superAdminBackOfficeRoutes);
  await app.register(superAdminPartnerRoutes);
  await app.register(superAdminProductRoutes);
  await app.register(imageUploadRoutes('/super-admin', 'operator'));
  await app.register(imageUploadRoutes('/admin', 'merchant'));
  await app.register(catalogueRoutes);
  await app.register(dashboardRoutes);
  await app.register(groupRoutes);
  await app.register(groupEventsRoutes);
  await app.register(paymentRoutes);
  await app.register(widgetRoutes);
  // Browser-test helpers (routes/testing.ts): they exist only when NODE_ENV=test, never in production.
  if (app.ctx.env.NODE_ENV === 'test') await app.register(testingRoutes);
}
