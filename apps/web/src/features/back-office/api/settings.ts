import { useMutation, useQuery } from '@tanstack/react-query';
import { backOfficeKeys, operatorApi, operatorRequest } from './operator-request.ts';

export function useGlobalSettings() {
  return useQuery({
    queryKey: [...backOfficeKeys.all, 'global-settings'],
    queryFn: async ({ signal }) => (await operatorRequest(operatorApi.globalSettings, { signal })).settings,
    staleTime: 0,
  });
}

export function useSaveGlobalSettings() {
  return useMutation({
    mutationFn: (settings: Record<string, unknown>) => operatorRequest(operatorApi.updateGlobalSettings, { body: { settings } }),
    // Every page of this browser shows the new name and icons at once.
    meta: { refreshes: [[...backOfficeKeys.all, 'global-settings'], ['public-settings']] },
  });
}

export function useSystemStatus() {
  return useQuery({
    queryKey: [...backOfficeKeys.all, 'status'],
    queryFn: ({ signal }) => operatorRequest(operatorApi.status, { signal }),
    refetchInterval: 30_000,
  });
}
