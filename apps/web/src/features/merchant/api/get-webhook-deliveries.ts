import { merchantApi } from '@juntai/contract/api';
import type { WebhookDelivery } from '@juntai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

export type { WebhookDelivery };

/** New deliveries show up on their own; TanStack Query pauses the polling while the tab is hidden. */
export const DELIVERIES_REFRESH_MS = 10_000;

/** GET /api/admin/webhook/deliveries: the latest deliveries, newest first. */
export function useWebhookDeliveries() {
  return useQuery({
    queryKey: merchantKeys.deliveries,
    queryFn: async ({ signal }) => (await apiRequest(merchantApi.webhookDeliveries, { signal })).deliveries,
    refetchInterval: DELIVERIES_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    retry: false,
  });
}
