import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, merchantApi } from '../../../lib/api-client.ts';
import { sessionStarted } from './session-started.ts';

/**
 * POST /api/admin/account/confirm: the e-mailed sign-up link opened (ADR 0056). The account is created
 * as the onboarding's first step asked and signed in, like a login.
 */
export function useConfirmSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => {
      const answer = await apiRequest(merchantApi.confirmSignup, { body: { token } });
      return sessionStarted(queryClient, answer);
    },
  });
}
