import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
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
