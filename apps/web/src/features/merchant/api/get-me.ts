import type { Account } from '@juntai/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, merchantApi } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

/** A signed-in merchant: an account that has a store. */
export type MerchantAccount = Account & { store: NonNullable<Account['store']> };

/**
 * GET /api/admin/me. The session is an HttpOnly cookie the page cannot read, so asking the server is
 * the only way to know who is signed in. 401 (no or expired session) and 403 (an operator's session,
 * an account without a store) both mean "not a merchant here": null, and the page offers the login.
 */
export async function fetchMe(signal?: AbortSignal): Promise<MerchantAccount | null> {
  try {
    const account = await apiRequest(merchantApi.me, { signal });
    return account.store ? (account as MerchantAccount) : null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

export function useMe(enabled = true) {
  return useQuery({ queryKey: merchantKeys.me, queryFn: ({ signal }) => fetchMe(signal), enabled, staleTime: 60_000, retry: 1 });
}
