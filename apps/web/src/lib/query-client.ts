import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    /** The reads a change makes stale: fetched again once it settles (createQueryClient). */
    mutationMeta: { refreshes?: readonly QueryKey[] };
  }
}

/**
 * The panels' reads (merchant and operator): a failure shows at once, with the screen's own way to try
 * again, rather than after a silent second try.
 */
const PANEL_KEYS: readonly QueryKey[] = [['merchant'], ['super-admin']];

/** The app's one query cache (the routes' loaders fill it with the opened page's data before the first render). */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
    mutationCache: new MutationCache({
      // A change names what it makes stale (`meta.refreshes`); those reads are asked again once it has
      // settled, whether it worked or not, so the screen shows what is now true.
      onSettled: (_data, _error, _variables, _context, mutation) =>
        Promise.all((mutation.meta?.refreshes ?? []).map((queryKey) => client.invalidateQueries({ queryKey }))),
    }),
  });
  for (const queryKey of PANEL_KEYS) client.setQueryDefaults(queryKey, { retry: false });
  return client;
}
