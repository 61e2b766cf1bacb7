import type { publicSettingsSchema, PublicSettings } from '@juntai/contract';
import { DEFAULT_PUBLIC_SETTINGS } from '@juntai/contract/plain';
import { GROUP_EXPIRY_HOURS_DEFAULT } from '@juntai/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, apiRequest } from './api-client.ts';

const FALLBACK: PublicSettings = { ...DEFAULT_PUBLIC_SETTINGS, group_expiry_hours: GROUP_EXPIRY_HOURS_DEFAULT };

/**
 * The operator's global settings a shopper's page shows (name, icons, support e-mail, how long a group
 * stays open). Until they
 * load, or if the call fails, the spec's defaults stand in: the texts never wait on this.
 */
export function usePublicSettings(): PublicSettings {
  const query = useQuery(publicSettingsQuery);
  return query.data ?? FALLBACK;
}

export const publicSettingsQuery = queryOptions({
  queryKey: ['public-settings'],
  queryFn: ({ signal }) => apiRequest<Answer<typeof publicSettingsSchema>>('/api/settings/public', { signal }),
  staleTime: 5 * 60_000,
});
