import type { CreateAccountRequest, sessionResponseSchema } from '@juntai/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

/**
 * POST /api/admin/account (onboarding step 1): creates the merchant and starts the session. The first
 * account takes over the default store; later ones get a store of their own. 409 and 403 carry `detail`.
 * The caller hands the answer to sessionStarted() in the same update as its own next step, so the
 * dialog never shows a frame where the account exists but step 1 is still on screen.
 */
export function useCreateAccount() {
  return useMutation({
    mutationFn: (body: CreateAccountRequest) => apiRequest<Answer<typeof sessionResponseSchema>>('/api/admin/account', { method: 'POST', body }),
  });
}
