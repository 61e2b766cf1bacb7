import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

export type LoginLink =
  | { kind: 'reset'; token: string; email: string }
  | { kind: 'setup'; token: string };

function linkOf(params: URLSearchParams): LoginLink | null {
  const reset = params.get('reset_token');
  if (reset) return { kind: 'reset', token: reset, email: params.get('email') ?? '' };
  const setup = params.get('setup');
  if (setup) return { kind: 'setup', token: setup };
  return null;
}

/**
 * The links that open the login page in another mode: the e-mailed reset link
 * (`?reset_token=…&email=…`) and the first-operator setup link printed at boot (`?setup=…`). The
 * token stays in memory and leaves the address bar at once, so the history or a screenshot of the
 * address does not carry it.
 */
export function useLoginLink(): LoginLink | null {
  const [params, setParams] = useSearchParams();
  const [link, setLink] = useState<LoginLink | null>(() => linkOf(params));

  useEffect(() => {
    const found = linkOf(params);
    if (!found) return;
    setLink(found);
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const key of ['reset_token', 'email', 'setup']) next.delete(key);
      return next;
    }, { replace: true });
  }, [params, setParams]);

  return link;
}
