/** The operator's back office (/super-admin). */
import type * as s from '../index.ts';
import { accountCalls } from './account.ts';
import { call, type RawFile, shape } from './call.ts';

export const setup = call('POST', '/api/super-admin/setup', shape<typeof s.sessionResponseSchema, typeof s.operatorSetupRequestSchema>);
export const { login, logout, forgotPassword, resetPassword, me } = accountCalls('/api/super-admin');
export const dashboard = call('GET', '/api/super-admin/dashboard', shape<typeof s.operatorDashboardResponseSchema>);
export const audit = call('GET', '/api/super-admin/audit', shape<typeof s.auditResponseSchema>);
export const status = call('GET', '/api/super-admin/status', shape<typeof s.systemStatusSchema>);
export const globalSettings = call('GET', '/api/super-admin/global-settings', shape<typeof s.globalSettingsResponseSchema>);
export const updateGlobalSettings = call('PUT', '/api/super-admin/global-settings', shape<typeof s.updateGlobalSettingsResponseSchema, typeof s.updateGlobalSettingsRequestSchema>);
export const merchants = call('GET', '/api/super-admin/merchants', shape<typeof s.merchantListResponseSchema>);
export const createMerchant = call('POST', '/api/super-admin/merchants', shape<typeof s.merchantResponseSchema, typeof s.createMerchantRequestSchema>);
export const updateMerchant = call('PUT', '/api/super-admin/merchants/:id', shape<typeof s.merchantResponseSchema, typeof s.updateMerchantRequestSchema>);
export const plans = call('GET', '/api/super-admin/plans', shape<typeof s.planListResponseSchema>);
export const createPlan = call('POST', '/api/super-admin/plans', shape<typeof s.planResponseSchema, typeof s.planRequestSchema>);
export const updatePlan = call('PUT', '/api/super-admin/plans/:id', shape<typeof s.planResponseSchema, typeof s.planRequestSchema>);
export const deletePlan = call('DELETE', '/api/super-admin/plans/:id', shape<typeof s.planResponseSchema>);
export const partners = call('GET', '/api/super-admin/partners', shape<typeof s.partnerListResponseSchema>);
export const partnerProducts = call('GET', '/api/super-admin/partners/:id/products', shape<typeof s.partnerProductsResponseSchema>);
export const createPartner = call('POST', '/api/super-admin/partners', shape<typeof s.partnerResponseSchema, typeof s.createPartnerRequestSchema>);
export const updatePartner = call('PUT', '/api/super-admin/partners/:id', shape<typeof s.partnerResponseSchema, typeof s.updatePartnerRequestSchema>);
export const deletePartner = call('DELETE', '/api/super-admin/partners/:id', shape<typeof s.partnerMessageResponseSchema>);
export const partnerBulkActions = call('POST', '/api/super-admin/partners/bulk-actions', shape<typeof s.partnerMessageResponseSchema, typeof s.bulkActionRequestSchema>);
export const importPartners = call('POST', '/api/super-admin/partners/import', shape<typeof s.partnerImportResponseSchema, typeof s.partnerImportRequestSchema>);
/** A CSV file (`format=csv`) the browser downloads. */
export const exportPartners = call('GET', '/api/super-admin/partners/export', shape<never>);
export const products = call('GET', '/api/super-admin/products', shape<typeof s.operatorProductListResponseSchema>);
export const createProduct = call('POST', '/api/super-admin/products', shape<typeof s.productMutationResponseSchema, typeof s.productFormSchema>);
export const updateProduct = call('PUT', '/api/super-admin/products/:id', shape<typeof s.productMutationResponseSchema, typeof s.productUpdateSchema>);
export const deleteProduct = call('DELETE', '/api/super-admin/products/:id', shape<typeof s.productMutationResponseSchema>);
export const categories = call('GET', '/api/super-admin/categories', shape<typeof s.operatorCategoriesResponseSchema>);
export const createCategory = call('POST', '/api/super-admin/categories', shape<typeof s.categoryMutationResponseSchema, typeof s.categoryCreateSchema>);
export const updateCategory = call('PUT', '/api/super-admin/categories/:id', shape<typeof s.categoryMutationResponseSchema, typeof s.categoryUpdateSchema>);
export const deleteCategory = call('DELETE', '/api/super-admin/categories/:id', shape<typeof s.categoryMutationResponseSchema>);
export const occasions = call('GET', '/api/super-admin/occasions', shape<typeof s.operatorOccasionsResponseSchema>);
export const createOccasion = call('POST', '/api/super-admin/occasions', shape<typeof s.occasionMutationResponseSchema, typeof s.occasionCreateSchema>);
export const updateOccasion = call('PUT', '/api/super-admin/occasions/:id', shape<typeof s.occasionMutationResponseSchema, typeof s.occasionUpdateSchema>);
export const deleteOccasion = call('DELETE', '/api/super-admin/occasions/:id', shape<typeof s.occasionMutationResponseSchema>);
export const uploadImage = call('POST', '/api/super-admin/uploads', shape<typeof s.imageStoredResponseSchema, RawFile>);
export const imageFromUrl = call('POST', '/api/super-admin/uploads/from-url', shape<typeof s.imageStoredResponseSchema, typeof s.imageFromUrlSchema>);
export const privacySearch = call('GET', '/api/super-admin/privacy/search', shape<typeof s.privacySearchResponseSchema>);
/** A JSON file (`email` in the query) the browser downloads. */
export const privacyExport = call('GET', '/api/super-admin/privacy/export', shape<typeof s.personalDataExportSchema>);
export const privacyErasure = call('POST', '/api/super-admin/privacy/erasure', shape<typeof s.personalDataErasureResponseSchema, typeof s.privacyErasureRequestSchema>);
