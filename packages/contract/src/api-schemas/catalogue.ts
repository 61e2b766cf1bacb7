/** The public reads' schemas. */
import * as s from '../index.ts';
import { catalogueApi as api } from '../api/index.ts';
import { checked } from './checked.ts';

export const occasions = checked(api.occasions, { response: { 200: s.occasionListSchema } });
export const categories = checked(api.categories, { response: { 200: s.categoryListSchema } });
export const products = checked(api.products, { querystring: s.productListQuerySchema, response: { 200: s.productListSchema, 400: s.errorSchema } });
export const product = checked(api.product, { params: s.productIdParamsSchema, response: { 200: s.publicProductSchema, 400: s.errorSchema, 404: s.errorSchema } });
export const productStoreSite = checked(api.productStoreSite, {
  params: s.productIdParamsSchema, response: { 200: s.productStoreSiteSchema, 400: s.errorSchema, 404: s.errorSchema },
});
export const publicSettings = checked(api.publicSettings, { response: { 200: s.publicSettingsSchema } });
export const buttonSettings = checked(api.buttonSettings, {
  querystring: s.settingsQuerySchema, response: { 200: s.buttonSettingsSchema, 400: s.errorSchema, 404: s.errorSchema },
});
