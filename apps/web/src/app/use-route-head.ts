import type { PageHead, PagePath } from '@juntai/contract/plain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useParams } from 'react-router';
import { pageOrigin } from '../lib/page-origin.ts';
import { ROUTES } from './route-table.ts';

/**
 * The open page's head, as its route declares it (route-table.ts): the same the server wrote into the
 * page's HTML, made again whenever the data it is made from changes in the query cache.
 */
export function useRouteHead(path: PagePath): PageHead | undefined {
  const client = useQueryClient();
  const params = useParams();
  const paramsKey = JSON.stringify(params);
  // As a string, so an unchanged head is the same snapshot however often the cache moves.
  const snapshot = useCallback(() => {
    const head = ROUTES[path].head?.({ client, params: JSON.parse(paramsKey) as typeof params, origin: pageOrigin() });
    return head ? JSON.stringify(head) : '';
  }, [client, path, paramsKey]);
  const subscribe = useCallback((changed: () => void) => client.getQueryCache().subscribe(changed), [client]);
  const head = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => (head ? JSON.parse(head) as PageHead : undefined), [head]);
}
