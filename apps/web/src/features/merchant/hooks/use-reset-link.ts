import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { activatePlugin } from '../../../lib/plugin-flag.ts';

export interface ResetLink {
  token: string;
  email: string;
}

/**
 * The e-mailed link `/admin?redefinir=<token>&email=<email>`. The token is kept in memory and removed
 * from the address bar at once, so a reload, the history or a shared screenshot does not carry it.
 * Whoever opens it is a merchant: the local plugin flag is turned on, or they would land on
 * 'Plugin Não Ativo' instead of the form.
 */
export function useResetLink(): { link: ResetLink | null; clear: () => void } {
  const [params, setParams] = useSearchParams();
  const token = params.get('redefinir');
  const email = params.get('email') ?? '';
  const [link, setLink] = useState<ResetLink | null>(token ? { token, email } : null);

  useEffect(() => {
    if (!token) return;
    setLink({ token, email });
    activatePlugin();
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('redefinir');
      next.delete('email');
      return next;
    }, { replace: true });
  }, [token, email, setParams]);

  const clear = useCallback(() => setLink(null), []);
  return { link, clear };
}
