import type { MyPayment, MyPaymentsResponse } from '@juntai/contract';
import { DASHBOARD_SESSION_HEADER, PAYER_TOKEN_HEADER } from '@juntai/contract/plain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, groupsApi } from '../../../lib/api-client.ts';
import { usePayerTokensHeader } from '../../../lib/payer-tokens.ts';
import { clearDashboardSession, useDashboardSession } from '../../../lib/dashboard-session.ts';

/** One empty list, so the memoised group view sees no change while there is nothing to show. */
const NONE: MyPayment[] = [];

export const myPaymentsQueryKey = (linkId: string) => ['my-payments', linkId] as const;

async function fetchMyPayments(linkId: string, tokens: string, session: string | undefined, signal: AbortSignal): Promise<MyPaymentsResponse> {
  const headers = { ...(tokens ? { [PAYER_TOKEN_HEADER]: tokens } : {}), ...(session ? { [DASHBOARD_SESSION_HEADER]: session } : {}) };
  try {
    return await apiRequest(groupsApi.myPayments, { params: { linkId }, headers, signal });
  } catch (error) {
    // A session that ended: forget it (Meus Grupos asks for a new link) and answer with the tokens alone.
    if (session && error instanceof ApiError && error.code === 'dashboard_session_invalid') {
      clearDashboardSession();
      return tokens ? fetchMyPayments(linkId, tokens, undefined, signal) : { payments: [] };
    }
    throw error;
  }
}

/**
 * What the person holding this browser paid in a group: proved by its payer tokens, or by the e-mail of
 * its Meus Grupos session (the access link opened on another device). Asked only when the browser holds
 * one; `version` (the group's paid and processing counts) asks again when the group changes, so a PIX
 * confirmed by the bank or a refund shows on the receipt.
 */
export function useMyPayments(linkId: string, version: string): { payments: MyPayment[]; pending: boolean } {
  const tokens = usePayerTokensHeader(linkId);
  const session = useDashboardSession()?.token;
  const proved = tokens !== '' || Boolean(session);
  const query = useQuery({
    queryKey: [...myPaymentsQueryKey(linkId), tokens, session ?? '', version],
    queryFn: ({ signal }) => fetchMyPayments(linkId, tokens, session, signal),
    enabled: proved,
    placeholderData: (previous) => previous,
    staleTime: 30_000,
  });
  return { payments: proved ? (query.data?.payments ?? NONE) : NONE, pending: proved && query.isPending };
}
