import type { CreateAccountRequest } from '@juntai/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, merchantApi } from '../../../lib/api-client.ts';

/**
 * POST /api/admin/account (onboarding step 1). A demo installation creates a new address's account and
 * starts the session at once (201); otherwise the answer is 202 and the e-mail carries the rest (ADR
 * 0056): a link that creates the account, or word that the address already has one. 403 carries `detail`.
 * The caller hands the answer to sessionStarted() in the same update as its own next step, so the
 * dialog never shows a frame where the account exists but step 1 is still on screen.
 */
export function useCreateAccount() {
  return useMutation({
    mutationFn: (body: CreateAccountRequest) => apiRequest(merchantApi.createAccount, { body }),
  });
}
