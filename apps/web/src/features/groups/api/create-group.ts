import type { CreateGroupRequest, CreateGroupResponse } from '@juntai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, groupsApi } from '../../../lib/api-client.ts';
import { groupQueryKey } from './get-group.ts';

export function createGroup(body: CreateGroupRequest): Promise<CreateGroupResponse> {
  return apiRequest(groupsApi.create, { body });
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: (response) => queryClient.setQueryData(groupQueryKey(response.link_id), response.group),
  });
}
