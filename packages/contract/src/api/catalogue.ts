import type * as s from '../index.ts';
import { call } from './call.ts';

/** The public reads: the catalogue, a product, the settings every page uses. */
export const catalogueApi = {
  occasions: call<typeof s.occasionListSchema>()('GET', '/api/occasions'),
  categories: call<typeof s.categoryListSchema>()('GET', '/api/categories'),
  products: call<typeof s.productListSchema>()('GET', '/api/products'),
  product: call<typeof s.publicProductSchema>()('GET', '/api/products/:id'),
  productStoreSite: call<typeof s.productStoreSiteSchema>()('GET', '/api/products/:id/store-site'),
  publicSettings: call<Partial<s.PublicSettings>>()('GET', '/api/settings/public'),
  /** A store's button look (`store_id` in the query), read by the product page and the merchant's panel. */
  buttonSettings: call<typeof s.buttonSettingsSchema>()('GET', '/api/admin/settings'),
};
