import type { FastifyInstance } from 'fastify';
import { merchantAccountRoutes } from './merchant-account.ts';
import { merchantPanelRoutes } from './merchant-panel.ts';
import { merchantStoreProductRoutes } from './merchant-store-products.ts';
import { merchantWebhookRoutes } from './merchant-webhooks.ts';
import { catalogueRoutes } from './catalogue.ts';
import { operatorAccountRoutes } from './operator-account.ts';
import { operatorBackOfficeRoutes } from './operator-back-office.ts';
import { operatorPartnerRoutes } from './operator-partners.ts';
import { operatorPrivacyRoutes } from './operator-privacy.ts';
import { operatorProductRoutes } from './operator-products.ts';
import { dataRightsRoutes } from './data-rights.ts';
import { dashboardRoutes } from './organizer-dashboard.ts';
import { groupEventsRoutes } from './group-events.ts';
import { groupRoutes } from './groups.ts';
import { healthRoutes, readinessRoutes } from './health.ts';
import { imageUploadRoutes } from './image-uploads.ts';
import { linkPreviewRoutes } from './link-preview.ts';
import { paymentRoutes } from './payments.ts';
import { productRoutes } from './products.ts';
import { settingsRoutes } from './settings.ts';
import { testingRoutes } from './testing.ts';
import { widgetRoutes } from './widget.ts';

/** Every API route, mounted under /api. One file per resource; add new ones here. */
export async function registerApiRoutes(app: FastifyInstance): Promise<void> {
  const routes = [
    healthRoutes, readinessRoutes, productRoutes, linkPreviewRoutes, settingsRoutes,
    merchantAccountRoutes, merchantPanelRoutes, merchantStoreProductRoutes, merchantWebhookRoutes,
    operatorAccountRoutes, operatorBackOfficeRoutes, operatorPartnerRoutes, operatorProductRoutes, operatorPrivacyRoutes,
    imageUploadRoutes('/super-admin', 'operator'), imageUploadRoutes('/admin', 'merchant'),
    catalogueRoutes, dashboardRoutes, dataRightsRoutes, groupRoutes, groupEventsRoutes, paymentRoutes, widgetRoutes,
  ];
  // Browser-test helpers (routes/testing.ts): they exist only when NODE_ENV=test, never in production.
  if (app.ctx.env.NODE_ENV === 'test') routes.push(testingRoutes);
  for (const plugin of routes) await app.register(plugin);
}
