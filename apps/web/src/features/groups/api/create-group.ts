import type { CreateGroupRequest } from '@juntai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, groupsApi } from '../../../lib/api-client.ts';
import { groupQueryKey } from './get-group.ts';

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGroupRequest) => apiRequest(groupsApi.create, { body }),
    onSuccess: (response) => queryClient.setQueryData(groupQueryKey(response.link_id), response.group),
  });
}
