import type * as s from '../index.ts';
import { call, type RawFile } from './call.ts';

/** The answer of a call that only confirms, with the server's Portuguese message. */
export interface DoneAnswer {
  success: true;
  detail: string;
}

/** The merchant's panel (/admin): account, store, figures, groups, integration and products. */
export const merchantApi = {
  createAccount: call<typeof s.sessionResponseSchema | typeof s.signupPendingResponseSchema, typeof s.createAccountRequestSchema>()('POST', '/api/admin/account'),
  confirmSignup: call<typeof s.sessionResponseSchema, typeof s.confirmSignupRequestSchema>()('POST', '/api/admin/account/confirm'),
  acceptInvitation: call<typeof s.sessionResponseSchema, typeof s.acceptInvitationRequestSchema>()('POST', '/api/admin/invitation'),
  signupStatus: call<typeof s.signupStatusSchema>()('GET', '/api/admin/signup-status'),
  login: call<typeof s.sessionResponseSchema, typeof s.loginRequestSchema>()('POST', '/api/admin/login'),
  logout: call<typeof s.logoutResponseSchema>()('POST', '/api/admin/logout'),
  forgotPassword: call<typeof s.forgotPasswordResponseSchema, typeof s.forgotPasswordRequestSchema>()('POST', '/api/admin/forgot-password'),
  resetPassword: call<typeof s.resetPasswordResponseSchema, typeof s.resetPasswordRequestSchema>()('POST', '/api/admin/reset-password'),
  me: call<typeof s.meResponseSchema>()('GET', '/api/admin/me'),
  renameStore: call<typeof s.updateStoreResponseSchema, typeof s.updateStoreRequestSchema>()('PUT', '/api/admin/store'),
  updateSettings: call<typeof s.updateSettingsResponseSchema, typeof s.updateSettingsRequestSchema>()('PUT', '/api/admin/settings'),
  metrics: call<typeof s.merchantMetricsSchema>()('GET', '/api/admin/metrics'),
  funnel: call<typeof s.funnelSchema>()('GET', '/api/admin/funnel'),
  groups: call<typeof s.merchantGroupListSchema>()('GET', '/api/admin/groups'),
  /** A CSV file the browser downloads, not JSON. */
  ordersCsv: call<never>()('GET', '/api/admin/groups/export.csv'),
  webhook: call<typeof s.webhookSettingsSchema>()('GET', '/api/admin/webhook'),
  saveWebhook: call<typeof s.webhookSavedSchema, typeof s.webhookSettingsInputSchema>()('PUT', '/api/admin/webhook'),
  removeWebhook: call<DoneAnswer>()('DELETE', '/api/admin/webhook'),
  rotateWebhookSecret: call<typeof s.webhookSavedSchema>()('POST', '/api/admin/webhook/rotate-secret'),
  webhookDeliveries: call<typeof s.webhookDeliveryListSchema>()('GET', '/api/admin/webhook/deliveries'),
  resendDelivery: call<DoneAnswer>()('POST', '/api/admin/webhook/deliveries/:id/resend'),
  apiKeys: call<typeof s.apiKeyListSchema>()('GET', '/api/admin/api-keys'),
  createApiKey: call<typeof s.apiKeyCreatedSchema, typeof s.apiKeyCreateSchema>()('POST', '/api/admin/api-keys'),
  revokeApiKey: call<DoneAnswer>()('DELETE', '/api/admin/api-keys/:id'),
  products: call<typeof s.storeProductListSchema>()('GET', '/api/admin/products'),
  saveProduct: call<typeof s.storeProductSavedSchema, typeof s.storeProductInputSchema>()('PUT', '/api/admin/products/:external_id'),
  deleteProduct: call<DoneAnswer>()('DELETE', '/api/admin/products/:external_id'),
  uploadImage: call<typeof s.imageStoredResponseSchema, RawFile>()('POST', '/api/admin/uploads'),
  imageFromUrl: call<typeof s.imageStoredResponseSchema, typeof s.imageFromUrlSchema>()('POST', '/api/admin/uploads/from-url'),
};
