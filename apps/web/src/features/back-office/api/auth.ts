import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, operatorApi } from '../../../lib/api-client.ts';
import { clearSessionUser, saveSessionUser, type SessionUser } from '../lib/session-user.ts';
import { backOfficeKeys, useOperatorQuery } from './operator-request.ts';

/**
 * The operator's account calls. After a login (or the first operator's setup, from the link printed at
 * the server's first boot) the previous operator's reads go. The answer's token is NOT kept: the server
 * has set the HttpOnly session cookie; only the name and role go to local storage for the header.
 */
function useSignIn<B>(send: (body: B) => Promise<{ user: SessionUser }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.removeQueries({ queryKey: backOfficeKeys.all });
      saveSessionUser({ name: answer.user.name, role: answer.user.role });
    },
  });
}

export const useOperatorLogin = () => useSignIn((body: { email: string; password: string }) => apiRequest(operatorApi.login, { body }));

export const useOperatorSetup = () => useSignIn((body: { token: string; name: string; email: string; password: string }) => apiRequest(operatorApi.setup, { body }));

export function useForgotPassword() {
  return useMutation({
    mutationFn: async (email: string) =>
      (await apiRequest(operatorApi.forgotPassword, { body: { email } })).message,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: async (body: { email: string; reset_token: string; new_password: string }) =>
      (await apiRequest(operatorApi.resetPassword, { body })).detail,
  });
}

/** 'Sair': the server ends the session; whatever it answers, this browser forgets the operator. */
export function useOperatorLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(operatorApi.logout),
    onSettled: () => {
      clearSessionUser();
      queryClient.removeQueries({ queryKey: backOfficeKeys.all });
    },
  });
}

/** Who is signed in, asked once per screen: keeps the header's name fresh and notices a lost session early. */
export const useOperatorMe = (enabled: boolean) => useOperatorQuery(backOfficeKeys.me, operatorApi.me, { enabled, staleTime: 60_000 });
