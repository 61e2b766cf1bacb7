import { signupStatusSchema } from '@juntai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

/** GET /api/admin/signup-status (public): may a store sign up, and does the default store have its merchant yet. */
export function useSignupStatus(enabled: boolean) {
  return useQuery({
    queryKey: merchantKeys.signupStatus,
    queryFn: ({ signal }) => apiRequest('/api/admin/signup-status', { schema: signupStatusSchema, signal }),
    enabled,
    staleTime: 0,
  });
}
