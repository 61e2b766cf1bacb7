import type { DashboardGroup, GroupStatusValue } from '@juntai/contract';
import { DASHBOARD_SESSION_HEADER, ORGANIZER_TOKEN_HEADER, PAYER_TOKEN_HEADER } from '@juntai/contract/plain';
import { useQueries } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiError, apiRequest, dashboardApi } from '../../../lib/api-client.ts';
import { organizerTokensHeaderValue } from '../../../lib/organizer-tokens.ts';
import { allPayerTokensHeaderValue } from '../../../lib/payer-tokens.ts';
import { clearDashboardSession, useDashboardSession } from '../lib/local-state.ts';

export const DASHBOARD_STATUSES: readonly GroupStatusValue[] = ['active', 'completed', 'expired'];
export const dashboardQueryKey = ['dashboard', 'groups'] as const;

interface Credentials {
  tokens: string;
  /** This browser's payer tokens, comma-separated: the groups it paid into. */
  payerTokens?: string | undefined;
  session?: string | undefined;
}

/**
 * One status of "Meus Grupos". The browser proves what it organizes with every organizer token it
 * holds, what it paid into with every payer token, and, if it has one, the session of the e-mailed link; the server lists nothing else. A session
 * the server no longer knows is forgotten and the list is asked again with the tokens alone.
 */
export async function fetchDashboardGroups(status: GroupStatusValue, credentials: Credentials, signal?: AbortSignal): Promise<DashboardGroup[]> {
  const headers: Record<string, string> = {};
  if (credentials.tokens) headers[ORGANIZER_TOKEN_HEADER] = credentials.tokens;
  if (credentials.payerTokens) headers[PAYER_TOKEN_HEADER] = credentials.payerTokens;
  if (credentials.session) headers[DASHBOARD_SESSION_HEADER] = credentials.session;
  try {
    return await apiRequest(dashboardApi.groups, { query: { status }, headers, signal });
  } catch (error) {
    if (credentials.session && error instanceof ApiError && error.code === 'dashboard_session_invalid') {
      clearDashboardSession();
      return fetchDashboardGroups(status, { tokens: credentials.tokens, payerTokens: credentials.payerTokens }, signal);
    }
    throw error;
  }
}

const subscribeToStorage = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/** The three lists, asked for in parallel as the spec's page does; they refresh when the credentials change. */
export function useDashboardGroups() {
  const tokens = useSyncExternalStore(subscribeToStorage, organizerTokensHeaderValue, () => '');
  const payerTokens = useSyncExternalStore(subscribeToStorage, allPayerTokensHeaderValue, () => '');
  const session = useDashboardSession()?.token;
  return useQueries({
    queries: DASHBOARD_STATUSES.map((status) => ({
      queryKey: [...dashboardQueryKey, status, tokens, payerTokens, session ?? ''] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchDashboardGroups(status, { tokens, payerTokens, session }, signal),
      staleTime: 0,
    })),
  });
}
