import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { useToastsWanted } from '../lib/notify.ts';

const AppToaster = lazy(() => import('../components/layout/toaster.tsx'));

/** Query cache and toasts for the whole app (the toaster loads with the first toast). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const toastsWanted = useToastsWanted();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toastsWanted && <Suspense fallback={null}><AppToaster /></Suspense>}
    </QueryClientProvider>
  );
}
