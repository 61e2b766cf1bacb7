import type { LoginRequest, SessionResponse } from '@juntai/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, merchantApi } from '../../../lib/api-client.ts';
import type { MerchantAccount } from './get-me.ts';
import { merchantKeys } from './query-keys.ts';

/**
 * After login or sign-up the answer already says who is signed in: it becomes the `me` query's data at
 * once, and everything else of the panel (asked for without a session) is fetched again.
 */
export async function sessionStarted(queryClient: QueryClient, answer: SessionResponse): Promise<MerchantAccount | null> {
  const account = answer.user.store ? (answer.user as MerchantAccount) : null;
  queryClient.setQueryData(merchantKeys.me, account);
  await queryClient.invalidateQueries({ queryKey: merchantKeys.all, predicate: (query) => query.queryKey[1] !== 'me' });
  return account;
}

/** A call that answers with the session, like a login: its answer goes through sessionStarted. */
function useSessionCall<V>(send: (variables: V) => Promise<SessionResponse>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: async (variables: V) => sessionStarted(queryClient, await send(variables)) });
}

/** POST /api/admin/login: the server answers with the session cookie; 401 and 429 carry a `detail` to show. */
export const useLogin = () => useSessionCall((body: LoginRequest) => apiRequest(merchantApi.login, { body }));

/** POST /api/admin/account/confirm: the e-mailed sign-up link opened (ADR 0056); the account is created as the onboarding's first step asked. */
export const useConfirmSignup = () => useSessionCall((token: string) => apiRequest(merchantApi.confirmSignup, { body: { token } }));

/**
 * POST /api/admin/invitation: the merchant invited by the operator chooses name and password; the
 * e-mail and the store come from the invitation.
 */
export const useAcceptInvitation = () => useSessionCall((body: { token: string; name: string; password: string }) => apiRequest(merchantApi.acceptInvitation, { body }));
