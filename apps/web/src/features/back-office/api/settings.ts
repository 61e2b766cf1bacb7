import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backOfficeKeys, operatorApi, operatorRequest } from './operator-request.ts';

export function useGlobalSettings() {
  return useQuery({
    queryKey: [...backOfficeKeys.all, 'global-settings'],
    queryFn: async ({ signal }) => (await operatorRequest(operatorApi.globalSettings, { signal })).settings,
    staleTime: 0,
    retry: false,
  });
}

export function useSaveGlobalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: Record<string, unknown>) =>
      operatorRequest(operatorApi.updateGlobalSettings, { body: { settings } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...backOfficeKeys.all, 'global-settings'] });
      // Every page of this browser shows the new name and icons at once.
      void queryClient.invalidateQueries({ queryKey: ['public-settings'] });
    },
  });
}

export function useSystemStatus() {
  return useQuery({
    queryKey: [...backOfficeKeys.all, 'status'],
    queryFn: ({ signal }) => operatorRequest(operatorApi.status, { signal }),
    refetchInterval: 30_000,
    retry: false,
  });
}
