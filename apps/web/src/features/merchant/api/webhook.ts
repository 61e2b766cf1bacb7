import type { WebhookDelivery, WebhookSettings } from '@juntai/contract';
import { merchantApi } from '../../../lib/api-client.ts';
import { useCallMutation, useCallQuery } from '../../../lib/call-hooks.ts';
import { merchantKeys } from './query-keys.ts';

export type { WebhookDelivery, WebhookSettings };

/** GET /api/admin/webhook: the URL and the secret's first characters (never the secret). */
export const useWebhook = () => useCallQuery(merchantKeys.webhook, merchantApi.webhook);

/** PUT /api/admin/webhook: the answer carries the secret the first time only. */
export const useSaveWebhook = () => useCallMutation(merchantApi.saveWebhook, [merchantKeys.webhook], (url: string) => ({ body: { url } }));

/** DELETE /api/admin/webhook: no more deliveries. */
export const useRemoveWebhook = () => useCallMutation(merchantApi.removeWebhook, [merchantKeys.webhook]);

/** POST /api/admin/webhook/rotate-secret: a new signing secret, shown only in this answer. */
export const useRotateWebhookSecret = () => useCallMutation(merchantApi.rotateWebhookSecret, [merchantKeys.webhook]);

/** New deliveries show up on their own; TanStack Query pauses the polling while the tab is hidden. */
export const DELIVERIES_REFRESH_MS = 10_000;

/** GET /api/admin/webhook/deliveries: the latest deliveries, newest first. */
export const useWebhookDeliveries = () => useCallQuery(merchantKeys.deliveries, merchantApi.webhookDeliveries, {
  pick: (answer) => answer.deliveries, refetchInterval: DELIVERIES_REFRESH_MS, refetchIntervalInBackground: false,
});

/** POST /api/admin/webhook/deliveries/{id}/resend: the delivery goes back to the queue. */
export const useResendDelivery = () => useCallMutation(merchantApi.resendDelivery, [merchantKeys.deliveries], (id: number) => ({ params: { id } }));
