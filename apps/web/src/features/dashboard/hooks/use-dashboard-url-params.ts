import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/notify.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { verifyAccessLink } from '../api/email-session.ts';
import { setOrganizerEmail } from '../lib/local-state.ts';

// A link is single-use: never send the same token twice (React's dev double effects, a re-render).
const attempted = new Set<string>();

/**
 * The dashboard's query parameters: `organizer` is stored as the current organizer e-mail (spec), and
 * `acesso` (the e-mailed one-time link) is traded for a session, then removed from the address bar so
 * a reload or a shared screenshot does not carry it.
 */
export function useDashboardUrlParams() {
  const [params, setParams] = useSearchParams();
  const organizer = params.get('organizer');
  const access = params.get('acesso');

  useEffect(() => {
    if (organizer) setOrganizerEmail(organizer);
  }, [organizer]);

  useEffect(() => {
    if (!access || attempted.has(access)) return;
    attempted.add(access);
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('acesso');
      return next;
    }, { replace: true });
    verifyAccessLink(access)
      .then((answer) => toast.success(answer.message))
      .catch((error: unknown) => toast.error(errorMessage(error, 'Link de acesso inválido. Peça um novo link.')));
  }, [access, setParams]);
}
