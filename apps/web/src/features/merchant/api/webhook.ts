import type { WebhookDelivery, WebhookSettings } from '@juntai/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, merchantApi } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

export type { WebhookDelivery, WebhookSettings };

/** GET /api/admin/webhook: the URL and the secret's first characters (never the secret). */
export function useWebhook() {
  return useQuery({
    queryKey: merchantKeys.webhook,
    queryFn: ({ signal }) => apiRequest(merchantApi.webhook, { signal }),
    staleTime: 0,
  });
}

/** PUT /api/admin/webhook: the answer carries the secret the first time only. */
export function useSaveWebhook() {
  return useMutation({
    mutationFn: (url: string) => apiRequest(merchantApi.saveWebhook, { body: { url } }),
    meta: { refreshes: [merchantKeys.webhook] },
  });
}

/** DELETE /api/admin/webhook: no more deliveries. */
export function useRemoveWebhook() {
  return useMutation({
    mutationFn: () => apiRequest(merchantApi.removeWebhook),
    meta: { refreshes: [merchantKeys.webhook] },
  });
}

/** POST /api/admin/webhook/rotate-secret: a new signing secret, shown only in this answer. */
export function useRotateWebhookSecret() {
  return useMutation({
    mutationFn: () => apiRequest(merchantApi.rotateWebhookSecret),
    meta: { refreshes: [merchantKeys.webhook] },
  });
}

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
  });
}

/** POST /api/admin/webhook/deliveries/{id}/resend: the delivery goes back to the queue. */
export function useResendDelivery() {
  return useMutation({
    mutationFn: (id: number) => apiRequest(merchantApi.resendDelivery, { params: { id } }),
    meta: { refreshes: [merchantKeys.deliveries] },
  });
}
