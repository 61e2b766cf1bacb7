import type { PersonalDataCorrection } from '@juntai/contract';
import { DASHBOARD_SESSION_HEADER } from '@juntai/contract/plain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, apiRequestWithHeaders, dashboardApi } from '../../../lib/api-client.ts';
import { saveJsonFile } from '../../../lib/save-file.ts';
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

/** "Meus dados" acts for the e-mail this browser proved: its session goes with every call. */
const sessionHeaders = (): Record<string, string> => {
  const session = getDashboardSession();
  return session ? { [DASHBOARD_SESSION_HEADER]: session.token } : {};
};

/** The file name the server gives in Content-Disposition, or a plain one. */
const fileNameOf = (headers: Headers) => /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1] ?? 'meus-dados-juntai.json';

/** "Baixar meus dados": fetched with the session header, then saved as the server named it. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const { data, headers } = await apiRequestWithHeaders(dashboardApi.myData, { headers: sessionHeaders() });
      saveJsonFile(data, fileNameOf(headers));
    },
  });
}

/** "Corrigir meus dados": name and WhatsApp on the groups still active. */
export function useCorrectMyData() {
  return useMutation({
    mutationFn: (change: PersonalDataCorrection) => apiRequest(dashboardApi.correctMyData, { body: change, headers: sessionHeaders() }),
    meta: { refreshes: [dashboardQueryKey] },
  });
}

/** "Excluir meus dados": the answer says what was done and what waits for groups still active. */
export function useEraseMyData() {
  return useMutation({
    mutationFn: () => apiRequest(dashboardApi.eraseMyData, { headers: sessionHeaders() }),
    meta: { refreshes: [dashboardQueryKey] },
  });
}
