/** The merchant's panel: the schemas. */
import { z } from 'zod';
import * as s from '../index.ts';
import { merchantApi as api } from '../api/index.ts';
import { checked } from './checked.ts';
import { accountErrors, checkedAccountCalls, imageSchemas, merchantErrors, sessionStart } from './shared.ts';

const panelErrors = { 400: s.errorSchema, 401: s.errorSchema, 403: s.errorSchema } as const;

export const createAccount = checked(api.createAccount, {
  body: s.createAccountRequestSchema, response: { 201: s.sessionResponseSchema, 202: s.signupPendingResponseSchema, ...accountErrors },
});
export const confirmSignup = checked(api.confirmSignup, sessionStart(s.confirmSignupRequestSchema));
export const acceptInvitation = checked(api.acceptInvitation, sessionStart(s.acceptInvitationRequestSchema));
export const signupStatus = checked(api.signupStatus, { response: { 200: s.signupStatusSchema } });
export const { login, logout, forgotPassword, resetPassword, me } = checkedAccountCalls(api);
export const renameStore = checked(api.renameStore, { body: s.updateStoreRequestSchema, response: { 200: s.updateStoreResponseSchema, ...panelErrors } });
export const updateSettings = checked(api.updateSettings, { body: s.updateSettingsRequestSchema, response: { 200: s.updateSettingsResponseSchema, ...panelErrors } });
export const metrics = checked(api.metrics, { response: { 200: s.merchantMetricsSchema, ...panelErrors } });
export const funnel = checked(api.funnel, { querystring: s.funnelQuerySchema, response: { 200: s.funnelSchema, ...panelErrors } });
export const groups = checked(api.groups, { querystring: s.merchantGroupsQuerySchema, response: { 200: s.merchantGroupListSchema, ...panelErrors } });
export const ordersCsv = checked(api.ordersCsv, { response: { 200: z.string().describe('text/csv'), ...panelErrors } });
export const webhook = checked(api.webhook, { response: { 200: s.webhookSettingsSchema, ...merchantErrors } });
export const saveWebhook = checked(api.saveWebhook, { body: s.webhookSettingsInputSchema, response: { 200: s.webhookSavedSchema, ...merchantErrors } });
export const removeWebhook = checked(api.removeWebhook, { response: { 200: s.detailAnswerSchema, ...merchantErrors } });
export const rotateWebhookSecret = checked(api.rotateWebhookSecret, { response: { 200: s.webhookSavedSchema, ...merchantErrors } });
export const webhookDeliveries = checked(api.webhookDeliveries, { response: { 200: s.webhookDeliveryListSchema, ...merchantErrors } });
export const resendDelivery = checked(api.resendDelivery, {
  params: s.idParam(s.integrationMessages.deliveryNotFound), response: { 200: s.detailAnswerSchema, ...merchantErrors },
});
export const apiKeys = checked(api.apiKeys, { response: { 200: s.apiKeyListSchema, ...merchantErrors } });
export const createApiKey = checked(api.createApiKey, { body: s.apiKeyCreateSchema, response: { 201: s.apiKeyCreatedSchema, ...merchantErrors } });
export const revokeApiKey = checked(api.revokeApiKey, { params: s.idParam(s.integrationMessages.keyNotFound), response: { 200: s.detailAnswerSchema, ...merchantErrors } });
export const products = checked(api.products, { response: { 200: s.storeProductListSchema, ...merchantErrors } });
export const saveProduct = checked(api.saveProduct, {
  params: s.externalIdParamsSchema, body: s.storeProductInputSchema, response: { 200: s.storeProductSavedSchema, 201: s.storeProductSavedSchema, ...merchantErrors },
});
export const deleteProduct = checked(api.deleteProduct, { params: s.externalIdParamsSchema, response: { 200: s.detailAnswerSchema, ...merchantErrors } });
export const uploadImage = checked(api.uploadImage, imageSchemas.uploadImage);
export const imageFromUrl = checked(api.imageFromUrl, imageSchemas.imageFromUrl);
