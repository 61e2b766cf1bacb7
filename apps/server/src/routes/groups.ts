import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groupErrorCodes, groupMessages, IDEMPOTENCY_KEY_HEADER, ORGANIZER_TOKEN_HEADER, SERVER_TIME_HEADER } from '@juntai/contract';
import { badRequest, notFound } from '../errors.ts';
import { ANY_ORIGIN } from '../plugins/any-origin.ts';
import { addressAnd } from '../plugins/rate-limits.ts';
import { acceptsGzip } from '../plugins/compression.ts';
import { createGroup } from '../services/groups/create-group.ts';
import { resolveOrganizerScope } from '../services/organizer-dashboard/scope.ts';
import { deleteGroup } from '../services/groups/delete-group.ts';
import { extendGroupDeadline } from '../services/groups/extend-group.ts';
import { removeParticipant, updateInvitees } from '../services/groups/invitees.ts';
import { joinGroup } from '../services/groups/join-group.ts';
import { listMyPayments } from '../services/groups/my-payments.ts';
import { findOrganizerWhatsapp } from '../db/repositories/group-contacts.ts';
import { clientAddressKey } from '../services/abuse/client-address.ts';
import { countAttempt, LIMITS } from '../services/auth/attempts.ts';
import { sendSerialisedJson } from './serialised-json.ts';
import { groupsApi, jsonAnswer, route } from './api-route.ts';

/** Printable ASCII, as the Idempotency-Key draft allows; long enough for a UUID or more. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** The body's fingerprint: its JSON with keys sorted, so that key order does not matter. */
function requestHash(body: unknown): string {
  const canonical = JSON.stringify(body, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value);
  return createHash('sha256').update(canonical ?? '').digest('hex');
}

const organizerToken = (request: FastifyRequest) => request.headers[ORGANIZER_TOKEN_HEADER];

export const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, groupsApi.create, {
    // A burst brake per instance; the hourly cap per address (services/abuse/limits.ts) is counted
    // in the database (countAttempt), so it holds across instances.
    config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
    schema: { tags: ['grupos'], summary: 'Cria um grupo e devolve o link e o token secreto do organizador' },
  }, async (request, reply) => {
    await countAttempt(app.ctx, LIMITS.groupCreationsPerAddress, clientAddressKey(request.ip));
    const created = await createGroup(app.ctx, request.body);
    return reply.status(201).send({
      success: true, message: groupMessages.groupCreated, link_id: created.linkId, organizer_token: created.organizerToken, group: created.group,
    });
  });

  route(app, groupsApi.get, {
    config: { cors: ANY_ORIGIN }, // <juntai-progress> on a store's page reads it
    schema: { tags: ['grupos'], summary: 'O grupo como quem tem o link o vê (sem e-mails nem telefones de participantes)' },
  }, async (request, reply) => {
    // Serialised and gzipped once per change and kept per instance (ADR 0030), and sent as is: the
    // call's response schema (the API table) documents it in OpenAPI, and the compression plugin passes an answer that
    // already has its Content-Encoding. The one value of the moment, the server's clock, is a header.
    const { linkId } = request.params;
    const gzipped = acceptsGzip(request.headers['accept-encoding']);
    const body = gzipped ? await app.groupViews.readGzip(linkId) : await app.groupViews.read(linkId);
    if (body === undefined) throw notFound(groupMessages.groupNotFound, groupErrorCodes.notFound);
    reply.header(SERVER_TIME_HEADER, app.ctx.clock.now().toISOString()).header('vary', 'accept-encoding');
    if (gzipped) reply.header('content-encoding', 'gzip');
    return sendSerialisedJson(reply, body);
  });
  // The group page's drawing reads the same kept JSON, with the server's clock of the moment.
  app.publicReads.set(groupsApi.get.url, async ({ params }) => {
    const body = await app.groupViews.read(groupsApi.get.schema.params.parse(params).linkId);
    if (body === undefined) throw notFound(groupMessages.groupNotFound, groupErrorCodes.notFound);
    return jsonAnswer(body, { [SERVER_TIME_HEADER]: app.ctx.clock.now().toISOString() });
  });

  // The organizer's phone, for the group page's "talk to the organizer" link. Not CORS-open, unlike the
  // group read above (no Access-Control-Allow-Origin, resource policy same-origin), so another site
  // cannot read it through a visitor's browser; kept out of shared caches.
  route(app, groupsApi.organizerContact, {
    schema: { tags: ['grupos'], summary: 'O WhatsApp do organizador, só para a página do grupo (mesma origem)' },
  }, async (request, reply) => {
    const whatsapp = await findOrganizerWhatsapp(app.ctx.db, request.params.linkId);
    if (whatsapp === undefined) throw notFound(groupMessages.groupNotFound, groupErrorCodes.notFound);
    reply.header('cache-control', 'private, no-store').header('cross-origin-resource-policy', 'same-origin');
    return { creator_whatsapp: whatsapp };
  });

  // What this browser paid here, proved by its payer tokens. Per browser, so never in the
  // shared group answer or any shared cache; not CORS-open, like the organizer's contact above.
  route(app, groupsApi.myPayments, {
    schema: { tags: ['grupos'], summary: 'Os pagamentos de quem pergunta no grupo (X-Payer-Token ou sessão de Meus Grupos), para o comprovante' },
  }, async (request, reply) => {
    const { payerTokenHashes, email } = await resolveOrganizerScope(app.ctx, request.headers);
    const answer = await listMyPayments(app.ctx, request.params.linkId, { tokenHashes: payerTokenHashes ?? [], email });
    reply.header('cache-control', 'private, no-store').header('cross-origin-resource-policy', 'same-origin');
    return answer;
  });

  route(app, groupsApi.updateInvitees, {
    schema: { tags: ['grupos'], summary: 'Substitui a lista de convidados (só o organizador)' },
  }, async (request) => {
    const change = await updateInvitees(app.ctx, request.params.linkId, organizerToken(request), request.body.invited_participants);
    return { success: true as const, ...change };
  });

  route(app, groupsApi.removeParticipant, {
    schema: { tags: ['grupos'], summary: 'Tira da lista um convidado que não pagou (só o organizador)' },
  }, async (request) => {
    const change = await removeParticipant(app.ctx, request.params.linkId, organizerToken(request), request.params.name);
    return { success: true as const, ...change };
  });

  route(app, groupsApi.extend, {
    schema: { tags: ['grupos'], summary: 'Prorroga o prazo do grupo uma vez, por até o máximo do operador (só o organizador: token ou sessão de Meus Grupos)' },
  }, async (request) => {
    const { email } = await resolveOrganizerScope(app.ctx, request.headers);
    return extendGroupDeadline(app.ctx, request.params.linkId, { tokenHeader: organizerToken(request), provedEmail: email }, request.body.hours);
  });

  route(app, groupsApi.join, {
    config: {
      rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: addressAnd('linkId') },
    },
    schema: { tags: ['grupos'], summary: 'Paga uma cota (cartão: aprovado na hora; PIX: cobrança pendente até o webhook)' },
  }, async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) throw badRequest(groupMessages.invalidIdempotencyKey, groupErrorCodes.validation);
    // Only a quota the organizer covers for someone else needs to know who they are.
    const organizer = request.body.covered_by_organizer
      ? { tokenHeader: organizerToken(request), provedEmail: (await resolveOrganizerScope(app.ctx, request.headers)).email }
      : undefined;
    const idempotency = key ? { key, requestHash: requestHash(request.body) } : undefined;
    const answer = await joinGroup(app.ctx, request.params.linkId, request.body, clientAddressKey(request.ip), idempotency, organizer);
    if (answer.replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(answer.statusCode).send(answer.body);
  });

  route(app, groupsApi.remove, {
    schema: { tags: ['grupos'], summary: 'Exclui um grupo expirado (o organizador, ou o lojista da loja do grupo)' },
  }, async (request) => {
    const { email } = await resolveOrganizerScope(app.ctx, request.headers);
    const merchant = await app.optionalAccount(request, 'merchant');
    await deleteGroup(app.ctx, request.params.link_id, {
      tokenHeader: organizerToken(request), provedEmail: email, merchantStoreId: merchant?.store?.store_id,
    });
    return { success: true as const, message: groupMessages.groupDeleted };
  });
};
