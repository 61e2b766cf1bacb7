import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useToastsWanted } from '../lib/notify.ts';

const AppToaster = lazy(() => import('../components/layout/toaster.tsx'));

/** Query cache and toasts for the whole app (the toaster loads with the first toast). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
  }));
  const toastsWanted = useToastsWanted();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toastsWanted && <Suspense fallback={null}><AppToaster /></Suspense>}
    </QueryClientProvider>
  );
}
