import { useEffect } from 'react';
import { toast } from '../../../lib/notify.ts';

/**
 * A page's 'Erro ao carregar …' toast, once per failure: the id stops a retry that fails again, or
 * React's double effects, from stacking toasts.
 */
export function useLoadFailureToast(query: { isError: boolean; errorUpdatedAt: number }, message: string, id: string) {
  useEffect(() => {
    if (query.isError) toast.error(message, { id });
  }, [query.isError, query.errorUpdatedAt, message, id]);
}
