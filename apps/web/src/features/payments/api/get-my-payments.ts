import type { MyPayment, MyPaymentsResponse } from '@juntai/contract';
import { PAYER_TOKEN_HEADER } from '@juntai/contract/plain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { usePayerTokensHeader } from '../../../lib/payer-tokens.ts';

/** One empty list, so the memoised group view sees no change while there is nothing to show. */
const NONE: MyPayment[] = [];

export const myPaymentsQueryKey = (linkId: string) => ['my-payments', linkId] as const;

/**
 * What this browser paid in a group, proved by its payer tokens. Asked only when the browser holds
 * one; `version` (the group's paid and processing counts) asks again when the group changes, so a
 * PIX confirmed by the bank or a refund shows on the receipt.
 */
export function useMyPayments(linkId: string, version: string): { payments: MyPayment[]; pending: boolean } {
  const tokens = usePayerTokensHeader(linkId);
  const query = useQuery({
    queryKey: [...myPaymentsQueryKey(linkId), tokens, version],
    queryFn: ({ signal }) => apiRequest<MyPaymentsResponse>(`/api/groups/${encodeURIComponent(linkId)}/my-payments`, {
      headers: { [PAYER_TOKEN_HEADER]: tokens }, signal,
    }),
    enabled: tokens !== '',
    placeholderData: (previous) => previous,
    staleTime: 30_000,
  });
  return { payments: tokens === '' ? NONE : (query.data?.payments ?? NONE), pending: tokens !== '' && query.isPending };
}
