/** "Meus grupos" and "Meus dados": the schemas. */
import { z } from 'zod';
import * as s from '../index.ts';
import { dashboardApi as api } from '../api/index.ts';
import { checked } from './checked.ts';

const credentialHeaders = z.looseObject({
  [s.ORGANIZER_TOKEN_HEADER]: z.string().optional().describe('Tokens de organizador deste navegador, separados por vírgula'),
  [s.DASHBOARD_SESSION_HEADER]: z.string().optional().describe('Sessão obtida pelo link de acesso enviado por e-mail'),
  [s.PAYER_TOKEN_HEADER]: z.string().optional().describe('Tokens de pagamento deste navegador, separados por vírgula'),
});
const dashboardSessionHeaders = z.looseObject({
  [s.DASHBOARD_SESSION_HEADER]: z.string().optional().describe('Sessão obtida pelo link de acesso enviado por e-mail'),
});
const error = s.errorSchema;
const myDataErrors = { 400: error, 401: error, 409: error } as const;

export const groups = checked(api.groups, {
  querystring: s.dashboardGroupsQuerySchema, headers: credentialHeaders, response: { 200: s.dashboardGroupListSchema, 400: error, 401: error },
});
export const requestAccessLink = checked(api.requestAccessLink, { body: s.accessLinkRequestSchema, response: { 202: s.accessLinkResponseSchema, 400: error, 429: error } });
export const verifyAccessLink = checked(api.verifyAccessLink, {
  body: s.accessLinkVerifyRequestSchema, response: { 200: s.accessLinkVerifyResponseSchema, 400: error, 410: error, 429: error },
});
export const endSession = checked(api.endSession, { headers: credentialHeaders, response: { 200: s.endDashboardSessionResponseSchema } });
export const myData = checked(api.myData, { headers: dashboardSessionHeaders, response: { 200: s.personalDataExportSchema, ...myDataErrors } });
export const correctMyData = checked(api.correctMyData, {
  headers: dashboardSessionHeaders, body: s.personalDataCorrectionSchema, response: { 200: s.personalDataCorrectionResponseSchema, ...myDataErrors },
});
export const eraseMyData = checked(api.eraseMyData, { headers: dashboardSessionHeaders, response: { 200: s.personalDataErasureResponseSchema, ...myDataErrors } });
