import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { activatePlugin } from '../../../lib/plugin-flag.ts';

/**
 * The operator's e-mailed invitation `/admin?convite=<token>`. Like the reset link, the token is kept in
 * memory and removed from the address bar at once; whoever opens it is a merchant, so the local plugin
 * flag is turned on.
 */
export function useInvitationLink(): { token: string | null; clear: () => void } {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('convite');
  const [token, setToken] = useState<string | null>(fromUrl);

  useEffect(() => {
    if (!fromUrl) return;
    setToken(fromUrl);
    activatePlugin();
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('convite');
      return next;
    }, { replace: true });
  }, [fromUrl, setParams]);

  const clear = useCallback(() => setToken(null), []);
  return { token, clear };
}
