import type { PersonalDataCorrection } from '@juntai/contract';
import { DASHBOARD_SESSION_HEADER } from '@juntai/contract/plain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, apiRequestWithHeaders, dashboardApi } from '../../../lib/api-client.ts';
import { saveJsonFile } from '../../../lib/save-file.ts';
import { getDashboardSession } from '../lib/local-state.ts';
import { dashboardQueryKey } from './get-dashboard-groups.ts';

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
