import type { LoginRequest, sessionResponseSchema } from '@juntai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { sessionStarted } from './session-started.ts';

/** POST /api/admin/login: the server answers with the session cookie; 401 and 429 carry a `detail` to show. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginRequest) => {
      const answer = await apiRequest<Answer<typeof sessionResponseSchema>>('/api/admin/login', { method: 'POST', body });
      return sessionStarted(queryClient, answer);
    },
  });
}
