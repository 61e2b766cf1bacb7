import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { activatePlugin } from '../../../lib/plugin-flag.ts';

/**
 * A token a merchant's e-mailed link carries in the address (`/admin?convite=…`, the operator's invitation;
 * `/admin?confirmar=…`, the sign-up's confirmation, ADR 0056). Like the reset link, the token is kept in
 * memory and removed from the address bar at once; whoever opens such a link is a merchant, so the local
 * plugin flag is turned on.
 */
export function useMerchantLinkToken(param: 'convite' | 'confirmar'): { token: string | null; clear: () => void } {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get(param);
  const [token, setToken] = useState<string | null>(fromUrl);

  useEffect(() => {
    if (!fromUrl) return;
    setToken(fromUrl);
    activatePlugin();
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(param);
      return next;
    }, { replace: true });
  }, [fromUrl, param, setParams]);

  const clear = useCallback(() => setToken(null), []);
  return { token, clear };
}
