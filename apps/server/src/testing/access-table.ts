/**
 * Who may call each documented operation, keyed by "METHOD path" as /api/docs/json names it.
 * access-matrix.test.ts checks every operation of the document against this table, as five callers
 * (anonymous, merchant of store A, merchant of store B, operator, expired session); an operation
 * missing here fails the suite until someone classifies it. Keep it one flat list, easy to merge.
 *
 * public                       anyone; never 401 or 403.
 * demo-only                    anyone, and the route exists only in demo mode (the simulated bank).
 * organizer-scoped             anyone, but answers only what the request's organizer or payer
 *                              credentials prove (the operator's back office sees every group).
 * organizer                    the group organizer's token (X-Organizer-Token); no account can.
 * email-proved                 a Meus Grupos session (X-Dashboard-Session) of an e-mail proved by
 *                              the e-mailed link; no account and no organizer token can.
 * organizer-or-store-merchant  the organizer's token, or a merchant of the group's own store.
 * merchant                     a merchant session; acts on the session's own store only.
 * merchant-own-object          a merchant session, on an object of its own store named in the path:
 *                              another store's merchant gets 403/404.
 * store-caller                 a merchant session or the store's API key; the path names a key inside
 *                              the caller's own store, so another store's merchant never reaches A's.
 * operator                     an operator (back office) session.
 * signed-webhook               the payment provider, proven by the body's HMAC signature.
 */
export type Access =
  | 'public' | 'demo-only' | 'organizer-scoped' | 'organizer' | 'email-proved' | 'organizer-or-store-merchant'
  | 'merchant' | 'merchant-own-object' | 'store-caller' | 'operator' | 'signed-webhook';

export const ACCESS: Readonly<Record<string, Access>> = {
  'GET /api/health': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/products': 'public',
  'GET /api/products/{id}': 'public',
  'GET /api/products/{id}/store-site': 'public',
  'GET /api/link-preview.png': 'public',
  'GET /api/admin/settings': 'public',
  'PUT /api/admin/settings': 'merchant',
  'PUT /api/admin/store': 'merchant',
  'GET /api/settings/public': 'public',
  'GET /api/admin/signup-status': 'public',
  'POST /api/admin/account': 'public',
  'POST /api/admin/account/confirm': 'public',
  'POST /api/admin/invitation': 'public',
  'POST /api/admin/login': 'public',
  'POST /api/admin/logout': 'merchant',
  'GET /api/admin/me': 'merchant',
  'POST /api/admin/forgot-password': 'public',
  'POST /api/admin/reset-password': 'public',
  'GET /api/admin/metrics': 'merchant',
  'GET /api/admin/groups': 'merchant',
  'GET /api/admin/funnel': 'merchant',
  'GET /api/admin/groups/export.csv': 'merchant',
  'GET /api/admin/products': 'merchant',
  'PUT /api/admin/products/{external_id}': 'store-caller',
  'DELETE /api/admin/products/{external_id}': 'store-caller',
  'GET /api/admin/api-keys': 'merchant',
  'POST /api/admin/api-keys': 'merchant',
  'DELETE /api/admin/api-keys/{id}': 'merchant-own-object',
  'GET /api/admin/webhook': 'merchant',
  'PUT /api/admin/webhook': 'merchant',
  'DELETE /api/admin/webhook': 'merchant',
  'POST /api/admin/webhook/rotate-secret': 'merchant',
  'GET /api/admin/webhook/deliveries': 'merchant',
  'POST /api/admin/webhook/deliveries/{id}/resend': 'merchant-own-object',
  'POST /api/admin/uploads': 'merchant',
  'POST /api/admin/uploads/from-url': 'merchant',

  'POST /api/super-admin/login': 'public',
  'POST /api/super-admin/logout': 'operator',
  'GET /api/super-admin/me': 'operator',
  'POST /api/super-admin/forgot-password': 'public',
  'POST /api/super-admin/reset-password': 'public',
  'POST /api/super-admin/setup': 'public',
  'GET /api/super-admin/dashboard': 'operator',
  'GET /api/super-admin/merchants': 'operator',
  'POST /api/super-admin/merchants': 'operator',
  'PUT /api/super-admin/merchants/{id}': 'operator',
  'GET /api/super-admin/plans': 'operator',
  'POST /api/super-admin/plans': 'operator',
  'PUT /api/super-admin/plans/{id}': 'operator',
  'DELETE /api/super-admin/plans/{id}': 'operator',
  'GET /api/super-admin/global-settings': 'operator',
  'PUT /api/super-admin/global-settings': 'operator',
  'GET /api/super-admin/status': 'operator',
  'GET /api/super-admin/audit': 'operator',
  'GET /api/super-admin/partners': 'operator',
  'POST /api/super-admin/partners': 'operator',
  'GET /api/super-admin/partners/export': 'operator',
  'POST /api/super-admin/partners/import': 'operator',
  'POST /api/super-admin/partners/bulk-actions': 'operator',
  'PUT /api/super-admin/partners/{id}': 'operator',
  'DELETE /api/super-admin/partners/{id}': 'operator',
  'GET /api/super-admin/partners/{id}/products': 'operator',
  'GET /api/super-admin/categories': 'operator',
  'POST /api/super-admin/categories': 'operator',
  'PUT /api/super-admin/categories/{id}': 'operator',
  'DELETE /api/super-admin/categories/{id}': 'operator',
  'GET /api/super-admin/occasions': 'operator',
  'POST /api/super-admin/occasions': 'operator',
  'PUT /api/super-admin/occasions/{id}': 'operator',
  'DELETE /api/super-admin/occasions/{id}': 'operator',
  'GET /api/super-admin/products': 'operator',
  'POST /api/super-admin/products': 'operator',
  'PUT /api/super-admin/products/{id}': 'operator',
  'DELETE /api/super-admin/products/{id}': 'operator',
  'POST /api/super-admin/uploads': 'operator',
  'POST /api/super-admin/uploads/from-url': 'operator',

  'GET /api/categories': 'public',
  'GET /api/occasions': 'public',
  'GET /api/dashboard/groups': 'organizer-scoped',
  'POST /api/dashboard/access-link': 'public',
  'POST /api/dashboard/access-link/verify': 'public',
  'DELETE /api/dashboard/session': 'public',
  'GET /api/dashboard/my-data': 'email-proved',
  'PUT /api/dashboard/my-data': 'email-proved',
  'POST /api/dashboard/my-data/erasure': 'email-proved',
  'GET /api/super-admin/privacy/search': 'operator',
  'GET /api/super-admin/privacy/export': 'operator',
  'POST /api/super-admin/privacy/erasure': 'operator',

  'POST /api/groups': 'public',
  'GET /api/groups/{linkId}': 'public',
  'PUT /api/groups/{linkId}': 'organizer',
  'DELETE /api/groups/{linkId}/participants/{name}': 'organizer',
  'POST /api/groups/{linkId}/extend': 'organizer',
  'POST /api/groups/{linkId}/join': 'public',
  'DELETE /api/groups/{link_id}': 'organizer-or-store-merchant',
  'GET /api/groups/{linkId}/events': 'public',
  'GET /api/groups/{linkId}/my-payments': 'organizer-scoped',
  // Anyone holding the link (the group page's 'WhatsApp the organizer'); not CORS-open, so no other site reads it.
  'GET /api/groups/{linkId}/organizer-contact': 'public',

  'POST /api/payments/webhooks/{provider}': 'signed-webhook',
  'POST /api/payments/simulated/pix/{txid}/pay': 'demo-only',

  'GET /api/widget/stores/{store_id}/products/{external_id}': 'public',
  'POST /api/widget/events': 'public',
  'GET /uploads/{name}': 'public',
  'GET /guia-de-integracao': 'public',
};
