/** The public reads: the catalogue, a product, the settings every page uses. */
import type * as s from '../index.ts';
import { call, shape } from './call.ts';

export const occasions = call('GET', '/api/occasions', shape<typeof s.occasionListSchema>);
export const categories = call('GET', '/api/categories', shape<typeof s.categoryListSchema>);
export const products = call('GET', '/api/products', shape<typeof s.productListSchema>);
export const product = call('GET', '/api/products/:id', shape<typeof s.publicProductSchema>);
export const productStoreSite = call('GET', '/api/products/:id/store-site', shape<typeof s.productStoreSiteSchema>);
export const publicSettings = call('GET', '/api/settings/public', shape<Partial<s.PublicSettings>>);
/** A store's button look (`store_id` in the query), read by the product page and the merchant's panel. */
export const buttonSettings = call('GET', '/api/admin/settings', shape<typeof s.buttonSettingsSchema>);
