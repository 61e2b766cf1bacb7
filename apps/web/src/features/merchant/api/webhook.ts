import type { WebhookDelivery, WebhookSettings } from '@juntai/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, merchantApi } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

export type { WebhookDelivery, WebhookSettings };

/** GET /api/admin/webhook: the URL and the secret's first characters (never the secret). */
export function useWebhook() {
  return useQuery({
    queryKey: merchantKeys.webhook,
    queryFn: ({ signal }) => apiRequest(merchantApi.webhook, { signal }),
    staleTime: 0,
    retry: false,
  });
}

/** PUT /api/admin/webhook: the answer carries the secret the first time only. */
export function useSaveWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => apiRequest(merchantApi.saveWebhook, { body: { url } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: merchantKeys.webhook }),
  });
}

/** DELETE /api/admin/webhook: no more deliveries. */
export function useRemoveWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(merchantApi.removeWebhook),
    onSettled: () => queryClient.invalidateQueries({ queryKey: merchantKeys.webhook }),
  });
}

/** POST /api/admin/webhook/rotate-secret: a new signing secret, shown only in this answer. */
export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(merchantApi.rotateWebhookSecret),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: merchantKeys.webhook }),
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
    retry: false,
  });
}

/** POST /api/admin/webhook/deliveries/{id}/resend: the delivery goes back to the queue. */
export function useResendDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(merchantApi.resendDelivery, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: merchantKeys.deliveries }),
  });
}
