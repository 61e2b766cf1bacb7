/**
 * Every page of the web app: its React Router pattern and its route module (under
 * apps/web/src/app/routes/). The one route table: the browser's router loads each page from it
 * (apps/web/src/app/router.tsx), the server answers 404 for a page path outside it (so a mistyped
 * address is not indexed or previewed as a real page while the app shows its own 'not found'), and the
 * server announces each page's code in its HTML from it (plugins/route-preloads.ts).
 */
export const PAGES = {
  '/': 'shop/landing.tsx',
  '/product/:id': 'shop/product.tsx',
  '/g/:linkId': 'shop/group.tsx',
  '/g/:linkId/comprovante/:paymentId': 'shop/receipt.tsx',
  '/marketplace': 'shop/marketplace.tsx',
  '/dashboard': 'shop/dashboard.tsx',
  '/admin': 'merchant/panel.tsx',
  '/admin/groups': 'merchant/groups.tsx',
  '/admin/settings': 'merchant/settings.tsx',
  '/admin/products': 'merchant/products.tsx',
  '/super-admin/login': 'super-admin/login.tsx',
  '/super-admin/dashboard': 'super-admin/dashboard.tsx',
  '/super-admin/merchants': 'super-admin/merchants.tsx',
  '/super-admin/plans': 'super-admin/plans.tsx',
  '/super-admin/products': 'super-admin/products.tsx',
  '/super-admin/products/catalogue': 'super-admin/catalogue.tsx',
  '/super-admin/partners': 'super-admin/partners.tsx',
  '/super-admin/settings': 'super-admin/settings.tsx',
} as const;
export type PagePath = keyof typeof PAGES;
export const PAGE_PATHS = Object.keys(PAGES) as PagePath[];

/**
 * The pages a shopper opens from a link. The server draws them with their data (apps/web/src/entry-server.tsx,
 * ADR 0035); every other page, and one of these when it could not be drawn, gets HTML that names its code.
 */
export const DRAWN_PAGES: readonly PagePath[] = ['/', '/product/:id', '/g/:linkId', '/marketplace', '/dashboard'];

/** Old or short addresses the app sends on to a page (the spec's /produtos/{id}, /super-admin). */
export const REDIRECT_PATHS = ['/produtos/:id', '/super-admin'] as const;

/** A request path (no query) matcher for a page pattern: `:name` stands for one path segment. */
export function pagePattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);
}

const patterns = [...PAGE_PATHS, ...REDIRECT_PATHS].map(pagePattern);

/** Whether a request path (no query) is one the web app has a page for. */
export function isPagePath(path: string): boolean {
  return patterns.some((pattern) => pattern.test(path));
}
