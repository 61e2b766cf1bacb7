/**
 * Every page path of the web app, as React Router patterns. The browser's router is typed against this
 * list (apps/web/src/app/router.tsx), and the server answers 404 for a page path outside it, so a
 * mistyped address is not indexed or previewed as a real page while the app shows its own 'not found'.
 */
export const PAGE_PATHS = [
  '/', '/product/:id', '/g/:linkId', '/g/:linkId/comprovante/:paymentId', '/marketplace', '/dashboard',
  '/admin', '/admin/groups', '/admin/settings', '/admin/products',
  '/super-admin/login', '/super-admin/dashboard', '/super-admin/merchants', '/super-admin/plans',
  '/super-admin/products', '/super-admin/products/catalogue', '/super-admin/partners', '/super-admin/settings',
] as const;
export type PagePath = (typeof PAGE_PATHS)[number];

/** Old or short addresses the app sends on to a page (the spec's /produtos/{id}, /super-admin). */
export const REDIRECT_PATHS = ['/produtos/:id', '/super-admin'] as const;

const patterns = [...PAGE_PATHS, ...REDIRECT_PATHS].map((path) => new RegExp(
  `^${path.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`,
));

/** Whether a request path (no query) is one the web app has a page for. */
export function isPagePath(path: string): boolean {
  return patterns.some((pattern) => pattern.test(path));
}
