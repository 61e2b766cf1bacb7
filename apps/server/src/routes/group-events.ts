import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groupErrorCodes, groupMessages } from '@juntai/contract';
import { AppError, notFound } from '../errors.ts';
import { ANY_ORIGIN } from '../plugins/any-origin.ts';
import { SseStream } from '../services/realtime/sse.ts';
import { groupsApi, route } from './api-route.ts';

/** How long a browser waits before reconnecting a dropped stream (the `retry:` field). */
export const SSE_RETRY_MS = 3_000;

/**
 * GET /api/groups/{linkId}/events — the group page's live updates as Server-Sent Events:
 *
 *     retry: 3000
 *
 *     event: group
 *     data: {"link_id":"…", …the same Group JSON as GET /api/groups/{linkId}…}
 *
 *     : ping
 *
 * The current group at once, then the group again after each change (from any instance, through
 * NOTIFY/LISTEN), and a `: ping` comment every SSE_HEARTBEAT_MS. The stream ends when the group is
 * deleted or the server shuts down; the browser then reconnects (or falls back to polling).
 *
 * One client address holds at most LIVE_STREAMS_PER_ADDRESS streams on an instance, and the instance at
 * most LIVE_STREAMS_PER_INSTANCE (services/abuse/limits.ts); beyond, a 429 in JSON, on which the
 * browser's EventSource gives up and the page polls instead (apps/web use-group-events.ts).
 */
export const groupEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  // One load and one serialisation per change per instance, shared by every viewer of the group and
  // with the JSON read (services/realtime/group-views.ts).
  const views = app.groupViews;
  const streams = new Set<SseStream>();
  const slots = app.liveStreams;
  // Open streams would keep the server from closing: end them first; browsers reconnect elsewhere.
  app.addHook('preClose', async () => {
    for (const stream of [...streams]) stream.close();
  });

  route(app, groupsApi.events, {
    exposeHeadRoute: false,
    config: { cors: ANY_ORIGIN }, // <juntai-progress> on a store's page follows it
    schema: { tags: ['grupos'], summary: 'Atualizações ao vivo do grupo (text/event-stream): event "group" com o grupo a cada mudança' },
  }, async (request, reply) => {
    const { linkId } = request.params;
    // Taken first and given back on every way out: no answer, a refused one, or the stream's close.
    const slot = slots.take(request.ip);
    if (slot === 'address') throw new AppError('rate_limited', groupMessages.tooManyLiveStreams, groupErrorCodes.rateLimited);
    if (slot === 'instance') throw new AppError('rate_limited', groupMessages.liveStreamsFull, groupErrorCodes.rateLimited, { 'retry-after': '30' });
    // Until the first event is out, changes are only noted (the stream does not exist yet).
    const live: { stream?: SseStream; missedWhileOpening: boolean } = { missedWhileOpening: false };
    // Follow the group before reading it, so a change committed in between is not lost.
    const unsubscribe = views.subscribe(linkId, (frame) => {
      if (!live.stream) live.missedWhileOpening = true;
      else if (frame === undefined) live.stream.close();
      else live.stream.send(frame);
    });
    let first: Buffer | undefined;
    try {
      first = await views.frame(linkId);
    } catch (error) {
      unsubscribe();
      slot();
      throw error;
    }
    if (first === undefined) {
      unsubscribe();
      slot();
      throw notFound(groupMessages.groupNotFound, groupErrorCodes.notFound);
    }

    reply.hijack();
    // The head is written on the raw response: it takes the headers the hooks gave the reply (CORS).
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
    const opened = new SseStream(reply.raw, { heartbeatMs: app.ctx.env.SSE_HEARTBEAT_MS, retryMs: SSE_RETRY_MS });
    streams.add(opened);
    opened.onClose(() => {
      unsubscribe();
      streams.delete(opened);
      slot();
    });
    request.raw.on('close', () => opened.close());
    opened.open();
    opened.send(first);
    live.stream = opened;
    if (live.missedWhileOpening) views.refresh(linkId);
    return reply;
  });
};
