import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { activatePlugin } from '../../../lib/plugin-flag.ts';

export interface MailLink {
  token: string;
  /** The account's address, which only the reset link carries (`&email=`); empty otherwise. */
  email: string;
}

/**
 * A link we e-mailed to a merchant: `/admin?redefinir=<token>&email=<email>` (the password reset),
 * `/admin?convite=…` (the operator's invitation), `/admin?confirmar=…` (the sign-up's confirmation, ADR
 * 0056). The token is kept in memory and removed from the address bar at once, so a reload, the history
 * or a shared screenshot does not carry it. Whoever opens such a link is a merchant: the local plugin
 * flag is turned on, or they would land on 'Plugin Não Ativo' instead of the form.
 */
export function useMailLink(param: 'redefinir' | 'convite' | 'confirmar'): { link: MailLink | null; clear: () => void } {
  const [params, setParams] = useSearchParams();
  const token = params.get(param);
  const email = param === 'redefinir' ? params.get('email') ?? '' : '';
  const [link, setLink] = useState<MailLink | null>(token ? { token, email } : null);

  useEffect(() => {
    if (!token) return;
    setLink({ token, email });
    activatePlugin();
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(param);
      if (param === 'redefinir') next.delete('email');
      return next;
    }, { replace: true });
  }, [token, email, param, setParams]);

  const clear = useCallback(() => setLink(null), []);
  return { link, clear };
}
