import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, operatorApi } from '../../../lib/api-client.ts';
import { clearSessionUser, saveSessionUser } from '../lib/session-user.ts';
import { backOfficeKeys, useOperatorQuery } from './operator-request.ts';

/**
 * The operator's account calls. The answer's token is NOT kept: the server has set the HttpOnly
 * session cookie; only the name and role go to local storage for the header.
 */
export function useOperatorLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      apiRequest(operatorApi.login, { body }),
    onSuccess: (answer) => {
      queryClient.removeQueries({ queryKey: backOfficeKeys.all });
      saveSessionUser({ name: answer.user.name, role: answer.user.role });
    },
  });
}

/** The first operator, from the setup link printed at the server's first boot. */
export function useOperatorSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; name: string; email: string; password: string }) =>
      apiRequest(operatorApi.setup, { body }),
    onSuccess: (answer) => {
      queryClient.removeQueries({ queryKey: backOfficeKeys.all });
      saveSessionUser({ name: answer.user.name, role: answer.user.role });
    },
  });
}

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
