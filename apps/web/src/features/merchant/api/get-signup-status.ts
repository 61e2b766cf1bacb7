import { useQuery } from '@tanstack/react-query';
import { apiRequest, merchantApi } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

/** GET /api/admin/signup-status (public): may a store sign up, and does the default store have its merchant yet. */
export function useSignupStatus(enabled: boolean) {
  return useQuery({
    queryKey: merchantKeys.signupStatus,
    queryFn: ({ signal }) => apiRequest(merchantApi.signupStatus, { signal }),
    enabled,
    staleTime: 0,
    retry: 1,
  });
}
