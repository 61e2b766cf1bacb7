import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type MarketplaceFilters, readFilters, writeFilters } from '../lib/filters.ts';

/**
 * The filters, search and sort of the marketplace, kept in the URL query. Changes replace the history
 * entry (typing a search does not fill the back button), and a shared or reloaded link shows the same grid.
 */
export function useMarketplaceFilters() {
  const [params, setParams] = useSearchParams();
  // react-router's functional update reads the params of the last render, so two changes in a row
  // (before React re-renders) would lose the first; this ref always holds the newest query.
  const latest = useRef(params);
  latest.current = params;
  const filters = useMemo(() => readFilters(params), [params]);
  const apply = useCallback((next: MarketplaceFilters) => {
    const nextParams = writeFilters(next);
    latest.current = nextParams;
    setParams(nextParams, { replace: true, preventScrollReset: true });
  }, [setParams]);
  const update = useCallback((change: Partial<MarketplaceFilters>) => apply({ ...readFilters(latest.current), ...change }), [apply]);
  const clear = useCallback(() => apply({ ...readFilters(latest.current), search: '', category: '', band: null, occasionId: null }), [apply]);
  return { filters, update, clear };
}
