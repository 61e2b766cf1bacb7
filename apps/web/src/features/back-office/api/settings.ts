import type { globalSettingsResponseSchema, systemStatusSchema, updateGlobalSettingsResponseSchema } from '@juntai/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backOfficeKeys, operatorRequest } from './operator-request.ts';
import type { Answer } from '../../../lib/api-client.ts';

export function useGlobalSettings() {
  return useQuery({
    queryKey: [...backOfficeKeys.all, 'global-settings'],
    queryFn: async ({ signal }) => (await operatorRequest<Answer<typeof globalSettingsResponseSchema>>('/api/super-admin/global-settings', { signal })).settings,
    staleTime: 0,
    retry: false,
  });
}

export function useSaveGlobalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: Record<string, unknown>) =>
      operatorRequest<Answer<typeof updateGlobalSettingsResponseSchema>>('/api/super-admin/global-settings', { method: 'PUT', body: { settings } }),
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
    queryFn: ({ signal }) => operatorRequest<Answer<typeof systemStatusSchema>>('/api/super-admin/status', { signal }),
    refetchInterval: 30_000,
    retry: false,
  });
}
