/** The group calls' schemas: the shopper's pages, the payment provider's webhook and the simulated bank. */
import { z } from 'zod';
import * as s from '../index.ts';
import { groupsApi as api } from '../api/index.ts';
import { checked } from './checked.ts';

const organizerHeaders = z.looseObject({
  [s.ORGANIZER_TOKEN_HEADER]: z.string().optional().describe('Token secreto do organizador, recebido ao criar o grupo'),
});
const payerHeaders = z.looseObject({
  [s.PAYER_TOKEN_HEADER]: z.string().optional().describe('Tokens de pagamento deste navegador, recebidos ao pagar, separados por vírgula'),
  [s.DASHBOARD_SESSION_HEADER]: z.string().optional().describe('Sessão de Meus Grupos (link de acesso por e-mail): os pagamentos feitos com esse e-mail'),
});
const joinHeaders = organizerHeaders.extend({
  [s.IDEMPOTENCY_KEY_HEADER]: z.string().optional().describe('Chave única por tentativa de pagamento; repetir devolve a primeira resposta'),
});

const error = s.errorSchema;
const errors = { 400: error, 404: error, 409: error, 502: error } as const;

export const create = checked(api.create, { body: s.createGroupRequestSchema, response: { 201: s.createGroupResponseSchema, 429: error, ...errors } });
// A read changes nothing and never calls the payment provider (get-group.ts), so it has no 502.
export const get = checked(api.get, { params: s.linkIdParamsSchema, response: { 200: s.groupReadSchema, 400: error, 404: error } });
export const organizerContact = checked(api.organizerContact, { params: s.linkIdParamsSchema, response: { 200: s.organizerContactSchema, 400: error, 404: error } });
export const myPayments = checked(api.myPayments, {
  params: s.linkIdParamsSchema, headers: payerHeaders, response: { 200: s.myPaymentsResponseSchema, 400: error, 401: error, 404: error },
});
export const updateInvitees = checked(api.updateInvitees, {
  params: s.linkIdParamsSchema, headers: organizerHeaders, body: s.updateInviteesRequestSchema, response: { 200: s.groupChangeResponseSchema, 403: error, ...errors },
});
export const removeParticipant = checked(api.removeParticipant, {
  params: s.participantParamsSchema, headers: organizerHeaders, response: { 200: s.groupChangeResponseSchema, 403: error, ...errors },
});
export const extend = checked(api.extend, {
  params: s.linkIdParamsSchema, headers: organizerHeaders, body: s.extendGroupRequestSchema,
  response: { 200: s.groupSchema, 401: error, 403: error, 422: error, ...errors },
});
export const join = checked(api.join, {
  params: s.linkIdParamsSchema, headers: joinHeaders, body: s.joinRequestSchema,
  response: { 201: s.joinResponseSchema, 402: error, 403: error, 422: error, 429: error, ...errors },
});
export const remove = checked(api.remove, {
  params: s.linkIdSnakeParamsSchema, headers: organizerHeaders, response: { 200: s.deleteGroupResponseSchema, 401: error, 403: error, ...errors },
});
export const events = checked(api.events, { params: s.linkIdParamsSchema, response: { 400: error, 404: error, 422: error, 429: error, 502: error } });
export const paymentWebhook = checked(api.paymentWebhook, {
  params: s.webhookParamsSchema, response: { 200: s.webhookAckSchema, 400: error, 401: error, 404: error, 409: error, 502: error },
});
export const simulatePixPayment = checked(api.simulatePixPayment, {
  params: s.pixTxidParamsSchema, response: { 200: s.simulatePixPaymentResponseSchema, 404: error, 409: error, 502: error },
});
