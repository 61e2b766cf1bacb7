import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/notify.ts';
import { merchantKeys } from '../api/query-keys.ts';

const isSessionLost = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * A 401 in the middle of the panel means the session ended (expired, signed out elsewhere, password
 * reset): asking again who is signed in sends the merchant back to the login instead of leaving a
 * page that can only fail. Returns the check for mutation callbacks; also watches `error` if given.
 */
export function useSessionLost(error?: unknown) {
  const queryClient = useQueryClient();
  const check = useCallback((failure: unknown) => {
    if (isSessionLost(failure)) void queryClient.invalidateQueries({ queryKey: merchantKeys.me });
  }, [queryClient]);
  useEffect(() => check(error), [check, error]);
  return check;
}

/**
 * For a failed call of the panel: a toast with the server's Portuguese detail (else `fallback`), and,
 * when the session is gone, back to the login.
 */
export function useFailureToast() {
  const sessionLost = useSessionLost();
  return useCallback((error: unknown, fallback: string) => {
    toast.error(errorMessage(error, fallback));
    sessionLost(error);
  }, [sessionLost]);
}

/**
 * A page's 'Erro ao carregar …' toast, once per failure: the id stops a retry that fails again, or
 * React's double effects, from stacking toasts.
 */
export function useLoadFailureToast(query: { isError: boolean; errorUpdatedAt: number }, message: string, id: string) {
  useEffect(() => {
    if (query.isError) toast.error(message, { id });
  }, [query.isError, query.errorUpdatedAt, message, id]);
}
