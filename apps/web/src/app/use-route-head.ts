import type { PageHead } from '@juntai/contract/plain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useMatches } from 'react-router';
import { pageOrigin } from '../lib/page-origin.ts';
import type { PageRoute } from './route-table.ts';

/**
 * The open page's head, as its route declares it (its `handle`, route-table.ts): the same the server
 * wrote into the page's HTML, made again whenever the data it is made from changes in the query cache.
 */
export function useRouteHead(): PageHead | undefined {
  const client = useQueryClient();
  const page = useMatches().at(-1);
  const head = (page?.handle as PageRoute | undefined)?.head;
  const paramsKey = JSON.stringify(page?.params ?? {});
  // As a string, so an unchanged head is the same snapshot however often the cache moves.
  const snapshot = useCallback(() => {
    const made = head?.({ client, params: JSON.parse(paramsKey) as Record<string, string>, origin: pageOrigin() });
    return made ? JSON.stringify(made) : '';
  }, [client, head, paramsKey]);
  const subscribe = useCallback((changed: () => void) => client.getQueryCache().subscribe(changed), [client]);
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => (current ? JSON.parse(current) as PageHead : undefined), [current]);
}
