import type { Account, CreateAccountRequest, LoginRequest, ResetPasswordRequest, SessionResponse, UpdateStoreRequest } from '@juntai/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, merchantApi } from '../../../lib/api-client.ts';
import { useCallMutation, useCallQuery } from '../../../lib/call-hooks.ts';
import { merchantKeys } from './query-keys.ts';

/** A signed-in merchant: an account that has a store. */
export type MerchantAccount = Account & { store: NonNullable<Account['store']> };

/**
 * GET /api/admin/me. The session is an HttpOnly cookie the page cannot read, so asking the server is
 * the only way to know who is signed in. 401 (no or expired session) and 403 (an operator's session,
 * an account without a store) both mean "not a merchant here": null, and the page offers the login.
 */
export function useMe(enabled = true) {
  return useQuery({
    queryKey: merchantKeys.me,
    queryFn: async ({ signal }): Promise<MerchantAccount | null> => {
      try {
        const account = await apiRequest(merchantApi.me, { signal });
        return account.store ? (account as MerchantAccount) : null;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
        throw error;
      }
    },
    enabled,
    staleTime: 60_000,
    retry: 1,
  });
}

/** GET /api/admin/signup-status (public): may a store sign up, and does the default store have its merchant yet. */
export const useSignupStatus = (enabled: boolean) => useCallQuery(merchantKeys.signupStatus, merchantApi.signupStatus, { enabled, retry: 1 });

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

/**
 * POST /api/admin/account (onboarding step 1). A demo installation creates a new address's account and
 * starts the session at once (201); otherwise the answer is 202 and the e-mail carries the rest (ADR
 * 0056): a link that creates the account, or word that the address already has one. 403 carries `detail`.
 * The caller hands the answer to sessionStarted() in the same update as its own next step, so the
 * dialog never shows a frame where the account exists but step 1 is still on screen.
 */
export const useCreateAccount = () => useCallMutation(merchantApi.createAccount, [], (body: CreateAccountRequest) => ({ body }));

/** POST /api/admin/forgot-password: always the same neutral message, whether the e-mail has an account or not. */
export const useForgotPassword = () => useCallMutation(merchantApi.forgotPassword, [], (email: string) => ({ body: { email } }));

/**
 * POST /api/admin/reset-password with the e-mailed link's token. The server ends every session of the
 * account, this browser's included, so who is signed in is asked again.
 */
export const useResetPassword = () => useCallMutation(merchantApi.resetPassword, [merchantKeys.me], (body: ResetPasswordRequest) => ({ body }));

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

/** PUT /api/admin/store: the session's store renamed; the header and every screen read the new name at once. */
export function useRenameStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStoreRequest) => apiRequest(merchantApi.renameStore, { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData<MerchantAccount | null>(merchantKeys.me, (account) => account && { ...account, store: answer.store });
    },
  });
}
