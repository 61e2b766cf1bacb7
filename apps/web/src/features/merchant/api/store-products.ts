import type { StoreProduct, StoreProductInput } from '@juntai/contract';
import { merchantApi } from '../../../lib/api-client.ts';
import { useCallMutation, useCallQuery } from '../../../lib/call-hooks.ts';
import { merchantKeys } from './query-keys.ts';

export type { StoreProduct };

/** GET /api/admin/products: the products the store's button sells. */
export const useStoreProducts = () => useCallQuery(merchantKeys.products, merchantApi.products, { pick: (answer) => answer.products });

/** PUT /api/admin/products/{external_id}: creates or replaces the product with that SKU. */
export const useSaveStoreProduct = () => useCallMutation(merchantApi.saveProduct, [merchantKeys.products],
  ({ externalId, body }: { externalId: string; body: StoreProductInput }) => ({ params: { external_id: externalId }, body }));

/** DELETE /api/admin/products/{external_id}: the product leaves the button; its groups go on. */
export const useDeleteStoreProduct = () => useCallMutation(merchantApi.deleteProduct, [merchantKeys.products],
  (externalId: string) => ({ params: { external_id: externalId } }));
