import { merchantApi } from '@juntai/contract/api';
import type { WebhookSettings } from '@juntai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

export type { WebhookSettings };

/** GET /api/admin/webhook: the URL and the secret's first characters (never the secret). */
export function useWebhook() {
  return useQuery({
    queryKey: merchantKeys.webhook,
    queryFn: ({ signal }) => apiRequest(merchantApi.webhook, { signal }),
    staleTime: 0,
    retry: false,
  });
}
