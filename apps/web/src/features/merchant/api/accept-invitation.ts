import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, merchantApi } from '../../../lib/api-client.ts';
import { sessionStarted } from './session-started.ts';

/**
 * POST /api/admin/invitation: the merchant invited by the operator chooses name and password; the
 * e-mail and the store come from the invitation. Answers with the session, like a login.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { token: string; name: string; password: string }) => {
      const answer = await apiRequest(merchantApi.acceptInvitation, { body });
      return sessionStarted(queryClient, answer);
    },
  });
}
