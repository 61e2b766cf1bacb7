import type * as s from '../index.ts';
import { call } from './call.ts';

/** A group's calls: what the shopper pages use (create, read, join, the organizer's changes). */
export const groupsApi = {
  create: call<typeof s.createGroupResponseSchema, typeof s.createGroupRequestSchema>()('POST', '/api/groups'),
  get: call<typeof s.groupSchema>()('GET', '/api/groups/:linkId'),
  updateInvitees: call<typeof s.groupChangeResponseSchema, typeof s.updateInviteesRequestSchema>()('PUT', '/api/groups/:linkId'),
  delete: call<typeof s.deleteGroupResponseSchema>()('DELETE', '/api/groups/:linkId'),
  extend: call<typeof s.groupSchema, typeof s.extendGroupRequestSchema>()('POST', '/api/groups/:linkId/extend'),
  removeParticipant: call<typeof s.groupChangeResponseSchema>()('DELETE', '/api/groups/:linkId/participants/:name'),
  organizerContact: call<typeof s.organizerContactSchema>()('GET', '/api/groups/:linkId/organizer-contact'),
  join: call<typeof s.joinResponseSchema, typeof s.joinRequestSchema>()('POST', '/api/groups/:linkId/join'),
  myPayments: call<typeof s.myPaymentsResponseSchema>()('GET', '/api/groups/:linkId/my-payments'),
  /** Server-sent events, not JSON: the web opens it with EventSource. */
  events: call<never>()('GET', '/api/groups/:linkId/events'),
  simulatePixPayment: call<typeof s.simulatePixPaymentResponseSchema>()('POST', '/api/payments/simulated/pix/:txid/pay'),
};
