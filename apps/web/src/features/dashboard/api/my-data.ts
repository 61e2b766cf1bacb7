import type {
  PersonalDataCorrection, personalDataCorrectionResponseSchema, personalDataErasureResponseSchema, personalDataExportSchema,
} from '@juntai/contract';
import { DASHBOARD_SESSION_HEADER } from '@juntai/contract/plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestWithHeaders, apiRequest, type Answer } from '../../../lib/api-client.ts';
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
      const { data, headers } = await apiRequestWithHeaders<Answer<typeof personalDataExportSchema>>('/api/dashboard/my-data', { headers: sessionHeaders() });
      saveJsonFile(data, fileNameOf(headers));
    },
  });
}

/** "Corrigir meus dados": name and WhatsApp on the groups still active. */
export function useCorrectMyData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PersonalDataCorrection) => apiRequest<Answer<typeof personalDataCorrectionResponseSchema>>('/api/dashboard/my-data', {
      method: 'PUT', body: change, headers: sessionHeaders(),
    }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  });
}

/** "Excluir meus dados": the answer says what was done and what waits for groups still active. */
export function useEraseMyData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Answer<typeof personalDataErasureResponseSchema>>('/api/dashboard/my-data/erasure', { method: 'POST', headers: sessionHeaders() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  });
}
