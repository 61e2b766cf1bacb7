/** A group's calls: what the shopper pages use (create, read, join, the organizer's changes). */
import type * as s from '../index.ts';
import { call, shape } from './call.ts';

export const create = call('POST', '/api/groups', shape<typeof s.createGroupResponseSchema, typeof s.createGroupRequestSchema>);
/** The group without the server's clock, which comes in the server-time header (the answer is cached as is). */
export const get = call('GET', '/api/groups/:linkId', shape<typeof s.groupReadSchema>);
export const updateInvitees = call('PUT', '/api/groups/:linkId', shape<typeof s.groupChangeResponseSchema, typeof s.updateInviteesRequestSchema>);
export const remove = call('DELETE', '/api/groups/:link_id', shape<typeof s.deleteGroupResponseSchema>);
export const extend = call('POST', '/api/groups/:linkId/extend', shape<typeof s.groupSchema, typeof s.extendGroupRequestSchema>);
export const removeParticipant = call('DELETE', '/api/groups/:linkId/participants/:name', shape<typeof s.groupChangeResponseSchema>);
export const organizerContact = call('GET', '/api/groups/:linkId/organizer-contact', shape<typeof s.organizerContactSchema>);
export const join = call('POST', '/api/groups/:linkId/join', shape<typeof s.joinResponseSchema, typeof s.joinRequestSchema>);
export const myPayments = call('GET', '/api/groups/:linkId/my-payments', shape<typeof s.myPaymentsResponseSchema>);
/** Server-sent events, not JSON: the web opens it with EventSource. */
export const events = call('GET', '/api/groups/:linkId/events', shape<never>);
/** The payment provider's signed notification; its body is the provider's own bytes, checked by signature. */
export const paymentWebhook = call('POST', '/api/payments/webhooks/:provider', shape<typeof s.webhookAckSchema>);
export const simulatePixPayment = call('POST', '/api/payments/simulated/pix/:txid/pay', shape<typeof s.simulatePixPaymentResponseSchema>);
