import { DASHBOARD_SESSION_HEADER } from '@juntai/contract/plain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, dashboardApi } from '../../../lib/api-client.ts';
import { clearDashboardSession, getDashboardSession, saveDashboardSession, setOrganizerEmail } from '../lib/local-state.ts';
import { dashboardQueryKey } from './get-dashboard-groups.ts';

/** "Ver meus grupos de outro aparelho": asks the server to e-mail a one-time link (always the same neutral answer). */
export function useRequestAccessLink() {
  return useMutation({
    mutationFn: (email: string) => apiRequest(dashboardApi.requestAccessLink, { body: { email } }),
    onSuccess: (_answer, email) => setOrganizerEmail(email),
  });
}

/** Trades the link's token (?acesso=…) for a session this browser keeps. */
export async function verifyAccessLink(token: string) {
  const answer = await apiRequest(dashboardApi.verifyAccessLink, { body: { token } });
  saveDashboardSession({ token: answer.session_token, email: answer.email, expires_at: answer.expires_at });
  setOrganizerEmail(answer.email);
  return answer;
}

/** Stops showing the e-mail's groups in this browser (the server forgets the session too). */
export function useEndDashboardSession() {
  return useMutation({
    mutationFn: async () => {
      const session = getDashboardSession();
      clearDashboardSession();
      if (session) {
        await apiRequest(dashboardApi.endSession, { headers: { [DASHBOARD_SESSION_HEADER]: session.token } }).catch(() => undefined); // forgotten locally either way; it also expires on its own
      }
    },
    meta: { refreshes: [dashboardQueryKey] },
  });
}
