import { SELDOM_STALE_MS, backOfficeKeys, operatorApi, useOperatorMutation, useOperatorQuery } from './operator-request.ts';

export const useGlobalSettings = () => useOperatorQuery([...backOfficeKeys.all, 'global-settings'], operatorApi.globalSettings, { pick: (answer) => answer.settings });

// Every page of this browser shows the new name and icons at once.
export const useSaveGlobalSettings = () => useOperatorMutation(operatorApi.updateGlobalSettings, [[...backOfficeKeys.all, 'global-settings'], ['public-settings']],
  (settings: Record<string, unknown>) => ({ body: { settings } }));

export const useSystemStatus = () => useOperatorQuery([...backOfficeKeys.all, 'status'], operatorApi.status, { refetchInterval: 30_000, staleTime: SELDOM_STALE_MS });
