import { useMutation, useQuery } from '@tanstack/react-query';
import { operatorApi, pathOf } from '../../../lib/api-client.ts';
import { backOfficeKeys, operatorRequest } from './operator-request.ts';

const peopleKey = (q: string) => [...backOfficeKeys.all, 'privacy', q] as const;

/** The people under an e-mail or a WhatsApp; nothing is asked until a search is made. */
export function usePrivacySearch(q: string) {
  return useQuery({
    queryKey: peopleKey(q),
    queryFn: () => operatorRequest(operatorApi.privacySearch, { query: { q } }),
    enabled: q !== '',
  });
}

/** The export downloads through a plain link: the session cookie goes with it and the server names the file. */
export const privacyExportPath = (email: string) => pathOf(operatorApi.privacyExport, { query: { email } });

/** Anonymises a person on their behalf; the search is asked again so the list shows what is left. */
export function useErasePerson() {
  return useMutation({
    mutationFn: (email: string) => operatorRequest(operatorApi.privacyErasure, { body: { email } }),
    meta: { refreshes: [[...backOfficeKeys.all, 'privacy']] },
  });
}
