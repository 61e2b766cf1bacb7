/** The operator's back office: the schemas. */
import * as s from '../index.ts';
import { operatorApi as api } from '../api/index.ts';
import { checked } from './checked.ts';
import { checkedAccountCalls, imageSchemas, operatorErrors as errors, sessionStart } from './shared.ts';

const merchantIdParams = s.idParam(s.operatorMessages.merchantNotFound);
const planIdParams = s.idParam(s.operatorMessages.planNotFound);
const partnerIdParams = s.idParam(s.partnerMessages.notFound);

export const setup = checked(api.setup, sessionStart(s.operatorSetupRequestSchema));
export const { login, logout, forgotPassword, resetPassword, me } = checkedAccountCalls(api);
export const dashboard = checked(api.dashboard, { querystring: s.periodQuerySchema, response: { 200: s.operatorDashboardResponseSchema, ...errors } });
export const audit = checked(api.audit, { querystring: s.auditQuerySchema, response: { 200: s.auditResponseSchema, ...errors } });
export const status = checked(api.status, { response: { 200: s.systemStatusSchema, ...errors } });
export const globalSettings = checked(api.globalSettings, { response: { 200: s.globalSettingsResponseSchema, ...errors } });
export const updateGlobalSettings = checked(api.updateGlobalSettings, {
  body: s.updateGlobalSettingsRequestSchema, response: { 200: s.updateGlobalSettingsResponseSchema, ...errors },
});
export const merchants = checked(api.merchants, { querystring: s.merchantsQuerySchema, response: { 200: s.merchantListResponseSchema, ...errors } });
export const createMerchant = checked(api.createMerchant, { body: s.createMerchantRequestSchema, response: { 201: s.merchantResponseSchema, ...errors } });
export const updateMerchant = checked(api.updateMerchant, {
  params: merchantIdParams, body: s.updateMerchantRequestSchema, response: { 200: s.merchantResponseSchema, ...errors },
});
export const plans = checked(api.plans, { response: { 200: s.planListResponseSchema, ...errors } });
export const createPlan = checked(api.createPlan, { body: s.planRequestSchema, response: { 201: s.planResponseSchema, ...errors } });
export const updatePlan = checked(api.updatePlan, { params: planIdParams, body: s.planRequestSchema, response: { 200: s.planResponseSchema, ...errors } });
export const deletePlan = checked(api.deletePlan, { params: planIdParams, response: { 200: s.planResponseSchema, ...errors } });
export const partners = checked(api.partners, { querystring: s.partnersQuerySchema, response: { 200: s.partnerListResponseSchema, ...errors } });
export const partnerProducts = checked(api.partnerProducts, { params: partnerIdParams, response: { 200: s.partnerProductsResponseSchema, ...errors } });
export const createPartner = checked(api.createPartner, { body: s.createPartnerRequestSchema, response: { 201: s.partnerResponseSchema, ...errors } });
export const updatePartner = checked(api.updatePartner, {
  params: partnerIdParams, body: s.updatePartnerRequestSchema, response: { 200: s.partnerResponseSchema, ...errors },
});
export const deletePartner = checked(api.deletePartner, { params: partnerIdParams, response: { 200: s.partnerMessageResponseSchema, ...errors } });
export const partnerBulkActions = checked(api.partnerBulkActions, { body: s.bulkActionRequestSchema, response: { 200: s.partnerMessageResponseSchema, ...errors } });
export const importPartners = checked(api.importPartners, { body: s.partnerImportRequestSchema, response: { 200: s.partnerImportResponseSchema, ...errors } });
export const exportPartners = checked(api.exportPartners, { querystring: s.partnerExportQuerySchema });
export const products = checked(api.products, { querystring: s.operatorProductsQuerySchema, response: { 200: s.operatorProductListResponseSchema, ...errors } });
export const createProduct = checked(api.createProduct, { body: s.productFormSchema, response: { 201: s.productMutationResponseSchema, ...errors } });
export const updateProduct = checked(api.updateProduct, {
  params: s.productIdParam, body: s.productUpdateSchema, response: { 200: s.productMutationResponseSchema, ...errors },
});
export const deleteProduct = checked(api.deleteProduct, { params: s.productIdParam, response: { 200: s.productMutationResponseSchema, ...errors } });
export const categories = checked(api.categories, {
  querystring: s.operatorCategoriesQuerySchema, response: { 200: s.operatorCategoriesResponseSchema, ...errors },
});
export const createCategory = checked(api.createCategory, { body: s.categoryCreateSchema, response: { 201: s.categoryMutationResponseSchema, ...errors } });
export const updateCategory = checked(api.updateCategory, {
  params: s.catalogueIdParam, body: s.categoryUpdateSchema, response: { 200: s.categoryMutationResponseSchema, ...errors },
});
export const deleteCategory = checked(api.deleteCategory, { params: s.catalogueIdParam, response: { 200: s.categoryMutationResponseSchema, ...errors } });
export const occasions = checked(api.occasions, { response: { 200: s.operatorOccasionsResponseSchema, ...errors } });
export const createOccasion = checked(api.createOccasion, { body: s.occasionCreateSchema, response: { 201: s.occasionMutationResponseSchema, ...errors } });
export const updateOccasion = checked(api.updateOccasion, {
  params: s.catalogueIdParam, body: s.occasionUpdateSchema, response: { 200: s.occasionMutationResponseSchema, ...errors },
});
export const deleteOccasion = checked(api.deleteOccasion, { params: s.catalogueIdParam, response: { 200: s.occasionMutationResponseSchema, ...errors } });
export const uploadImage = checked(api.uploadImage, imageSchemas.uploadImage);
export const imageFromUrl = checked(api.imageFromUrl, imageSchemas.imageFromUrl);
export const privacySearch = checked(api.privacySearch, { querystring: s.privacySearchQuerySchema, response: { 200: s.privacySearchResponseSchema, ...errors } });
export const privacyExport = checked(api.privacyExport, { querystring: s.privacyPersonQuerySchema, response: { 200: s.personalDataExportSchema, ...errors } });
export const privacyErasure = checked(api.privacyErasure, {
  body: s.privacyErasureRequestSchema, response: { 200: s.personalDataErasureResponseSchema, ...errors },
});
