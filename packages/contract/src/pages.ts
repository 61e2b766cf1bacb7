/**
 * The address of every page of the web app (React Router patterns: `:name` is one path segment). The
 * contract between the server and the app: the server answers 404 for a page path outside it (so a
 * mistyped address is not indexed or previewed as a real page while the app shows its own 'not found'),
 * and the app's route table (apps/web/src/app/route-table.ts) declares, for each of them, the page's
 * module, its data and its head; leaving one out there does not compile.
 */
export const PAGE_PATHS = [
  '/',
  '/product/:id',
  '/g/:linkId',
  '/g/:linkId/comprovante/:paymentId',
  '/marketplace',
  '/dashboard',
  '/privacidade',
  '/termos',
  '/admin',
  '/admin/groups',
  '/admin/settings',
  '/admin/products',
  '/super-admin/login',
  '/super-admin/dashboard',
  '/super-admin/merchants',
  '/super-admin/plans',
  '/super-admin/products',
  '/super-admin/products/catalogue',
  '/super-admin/partners',
  '/super-admin/settings',
  '/super-admin/privacidade',
] as const;
export type PagePath = (typeof PAGE_PATHS)[number];

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

/** The marketplace's filters in its address (a shared or reloaded link shows the same grid). */
export const MARKETPLACE_FILTER_PARAMS = { search: 'busca', category: 'categoria', band: 'preco', occasion: 'ocasiao', sort: 'ordem' } as const;

/**
 * The query parameters each page reads: what, besides its path, changes the page. Any other parameter
 * (a tracking tag, a random one) leaves the page as it is.
 */
const PAGE_QUERY_PARAMS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [pagePattern('/product/:id'), ['criar', 'embed', 'voltar']],
  [pagePattern('/marketplace'), Object.values(MARKETPLACE_FILTER_PARAMS)],
  [pagePattern('/dashboard'), ['organizer', 'acesso']],
];

/**
 * The address a page is drawn for: its path and only the parameters it reads, in a fixed order. The
 * server keeps one drawing per such address, so `/g/{id}?r=<random>` is the kept drawing of `/g/{id}`,
 * not a new drawing each time.
 */
export function pageAddress(url: string): string {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  const pairs = mark < 0 ? [] : url.slice(mark + 1).split('#')[0]!.split('&');
  const reads = PAGE_QUERY_PARAMS.find(([pattern]) => pattern.test(path))?.[1] ?? [];
  const nameOf = (pair: string) => pair.split('=', 1)[0]!;
  const kept = reads.flatMap((name) => pairs.filter((pair) => nameOf(pair) === name));
  return kept.length > 0 ? `${path}?${kept.join('&')}` : path;
}
