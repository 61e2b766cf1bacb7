import type { LoginRequest } from '@juntai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, merchantApi } from '../../../lib/api-client.ts';
import { sessionStarted } from './session-started.ts';

/** POST /api/admin/login: the server answers with the session cookie; 401 and 429 carry a `detail` to show. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginRequest) => {
      const answer = await apiRequest(merchantApi.login, { body });
      return sessionStarted(queryClient, answer);
    },
  });
}
