import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache (boot.tsx fills it with the opened page's data before the first render). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
  });
}
