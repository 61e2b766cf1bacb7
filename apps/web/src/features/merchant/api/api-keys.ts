import type { ApiKey } from '@juntai/contract';
import { merchantApi } from '../../../lib/api-client.ts';
import { useCallMutation, useCallQuery } from '../../../lib/call-hooks.ts';
import { merchantKeys } from './query-keys.ts';

export type { ApiKey };

/** GET /api/admin/api-keys: the store's keys, only their first characters. */
export const useApiKeys = () => useCallQuery(merchantKeys.apiKeys, merchantApi.apiKeys, { pick: (answer) => answer.keys });

/** POST /api/admin/api-keys: the answer carries the whole key, the only time it is ever shown. */
export const useCreateApiKey = () => useCallMutation(merchantApi.createApiKey, [merchantKeys.apiKeys], (label: string) => ({ body: { label } }));

/** DELETE /api/admin/api-keys/{id}: the key stops working at once. */
export const useRevokeApiKey = () => useCallMutation(merchantApi.revokeApiKey, [merchantKeys.apiKeys], (id: number) => ({ params: { id } }));
