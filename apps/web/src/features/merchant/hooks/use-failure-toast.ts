import { useCallback } from 'react';
import { toast } from '../../../lib/notify.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSessionLost } from './use-session-lost.ts';

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
