/** The merchant's panel (/admin): account, store, figures, groups, integration and products. */
import type * as s from '../index.ts';
import { accountCalls } from './account.ts';
import { call, type RawFile, shape } from './call.ts';

export const createAccount = call('POST', '/api/admin/account', shape<typeof s.sessionResponseSchema | typeof s.signupPendingResponseSchema, typeof s.createAccountRequestSchema>);
export const confirmSignup = call('POST', '/api/admin/account/confirm', shape<typeof s.sessionResponseSchema, typeof s.confirmSignupRequestSchema>);
export const acceptInvitation = call('POST', '/api/admin/invitation', shape<typeof s.sessionResponseSchema, typeof s.acceptInvitationRequestSchema>);
export const signupStatus = call('GET', '/api/admin/signup-status', shape<typeof s.signupStatusSchema>);
export const { login, logout, forgotPassword, resetPassword, me } = accountCalls('/api/admin');
export const renameStore = call('PUT', '/api/admin/store', shape<typeof s.updateStoreResponseSchema, typeof s.updateStoreRequestSchema>);
export const updateSettings = call('PUT', '/api/admin/settings', shape<typeof s.updateSettingsResponseSchema, typeof s.updateSettingsRequestSchema>);
export const metrics = call('GET', '/api/admin/metrics', shape<typeof s.merchantMetricsSchema>);
export const funnel = call('GET', '/api/admin/funnel', shape<typeof s.funnelSchema>);
export const groups = call('GET', '/api/admin/groups', shape<typeof s.merchantGroupListSchema>);
/** A CSV file (text) the browser downloads by a link. */
export const ordersCsv = call('GET', '/api/admin/groups/export.csv', shape<string>);
export const webhook = call('GET', '/api/admin/webhook', shape<typeof s.webhookSettingsSchema>);
export const saveWebhook = call('PUT', '/api/admin/webhook', shape<typeof s.webhookSavedSchema, typeof s.webhookSettingsInputSchema>);
export const removeWebhook = call('DELETE', '/api/admin/webhook', shape<typeof s.detailAnswerSchema>);
export const rotateWebhookSecret = call('POST', '/api/admin/webhook/rotate-secret', shape<typeof s.webhookSavedSchema>);
export const webhookDeliveries = call('GET', '/api/admin/webhook/deliveries', shape<typeof s.webhookDeliveryListSchema>);
export const resendDelivery = call('POST', '/api/admin/webhook/deliveries/:id/resend', shape<typeof s.detailAnswerSchema>);
export const apiKeys = call('GET', '/api/admin/api-keys', shape<typeof s.apiKeyListSchema>);
export const createApiKey = call('POST', '/api/admin/api-keys', shape<typeof s.apiKeyCreatedSchema, typeof s.apiKeyCreateSchema>);
export const revokeApiKey = call('DELETE', '/api/admin/api-keys/:id', shape<typeof s.detailAnswerSchema>);
export const products = call('GET', '/api/admin/products', shape<typeof s.storeProductListSchema>);
export const saveProduct = call('PUT', '/api/admin/products/:external_id', shape<typeof s.storeProductSavedSchema, typeof s.storeProductInputSchema>);
export const deleteProduct = call('DELETE', '/api/admin/products/:external_id', shape<typeof s.detailAnswerSchema>);
export const uploadImage = call('POST', '/api/admin/uploads', shape<typeof s.imageStoredResponseSchema, RawFile>);
export const imageFromUrl = call('POST', '/api/admin/uploads/from-url', shape<typeof s.imageStoredResponseSchema, typeof s.imageFromUrlSchema>);
