import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, merchantApi } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

/**
 * POST /api/admin/logout. A 401 means the session had already ended, which is what was asked for; the
 * panel's cached data is dropped either way so nothing of the store stays on screen.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        return (await apiRequest(merchantApi.logout)).message;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return undefined;
        throw error;
      }
    },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: merchantKeys.all, predicate: (query) => query.queryKey[1] !== 'me' });
      queryClient.setQueryData(merchantKeys.me, null);
      void queryClient.invalidateQueries({ queryKey: merchantKeys.signupStatus });
    },
  });
}
