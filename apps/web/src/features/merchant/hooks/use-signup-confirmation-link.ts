import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { activatePlugin } from '../../../lib/plugin-flag.ts';

/**
 * The sign-up's e-mailed link `/admin?confirmar=<token>` (ADR 0056). Like the invitation, the token is
 * kept in memory and removed from the address bar at once; whoever opens it is a merchant, so the local
 * plugin flag is turned on.
 */
export function useSignupConfirmationLink(): { token: string | null; clear: () => void } {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('confirmar');
  const [token, setToken] = useState<string | null>(fromUrl);

  useEffect(() => {
    if (!fromUrl) return;
    setToken(fromUrl);
    activatePlugin();
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('confirmar');
      return next;
    }, { replace: true });
  }, [fromUrl, setParams]);

  const clear = useCallback(() => setToken(null), []);
  return { token, clear };
}
