import type { PublicSettings } from '@juntai/contract';
import { DEFAULT_PUBLIC_SETTINGS } from '@juntai/contract/plain';
import { GROUP_EXPIRY_HOURS_DEFAULT } from '@juntai/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, catalogueApi } from './api-client.ts';

const FALLBACK: PublicSettings = { ...DEFAULT_PUBLIC_SETTINGS, group_expiry_hours: GROUP_EXPIRY_HOURS_DEFAULT };

/**
 * The operator's global settings a shopper's page shows (name, icons, support e-mail, how long a group
 * stays open). Until they load, or if the call fails, the spec's defaults stand in: the texts never
 * wait on this.
 */
export function usePublicSettings(): PublicSettings {
  const query = useQuery(publicSettingsQuery);
  return query.data ?? FALLBACK;
}

/**
 * An answer from a server one release behind (a page left open across a deploy, a cached copy) may
 * lack a block this release reads: the defaults fill each block, so a page never breaks on it.
 */
export function publicSettingsWithDefaults(answer: Partial<PublicSettings>): PublicSettings {
  return {
    ...FALLBACK,
    ...answer,
    payment_checkout: { ...FALLBACK.payment_checkout, ...answer.payment_checkout },
    company: { ...FALLBACK.company, ...answer.company },
    retention: { ...FALLBACK.retention, ...answer.retention },
  };
}

export const publicSettingsQuery = queryOptions({
  queryKey: ['public-settings'],
  queryFn: async ({ signal, client }) => publicSettingsWithDefaults(await apiRequest(catalogueApi.publicSettings, { signal, client })),
  staleTime: 5 * 60_000,
});
