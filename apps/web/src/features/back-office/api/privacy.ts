import { operatorApi, pathOf } from '../../../lib/api-client.ts';
import { SELDOM_STALE_MS, backOfficeKeys, useOperatorMutation, useOperatorQuery } from './operator-request.ts';

const peopleKey = (q: string) => [...backOfficeKeys.all, 'privacy', q] as const;

/** The people under an e-mail or a WhatsApp; nothing is asked until a search is made. */
export const usePrivacySearch = (q: string) => useOperatorQuery(peopleKey(q), operatorApi.privacySearch, { input: { query: { q } }, enabled: q !== '', staleTime: SELDOM_STALE_MS });

/** The export downloads through a plain link: the session cookie goes with it and the server names the file. */
export const privacyExportPath = (email: string) => pathOf(operatorApi.privacyExport, { query: { email } });

/** Anonymises a person on their behalf; the search is asked again so the list shows what is left. */
export const useErasePerson = () => useOperatorMutation(operatorApi.privacyErasure, [[...backOfficeKeys.all, 'privacy']], (email: string) => ({ body: { email } }));
