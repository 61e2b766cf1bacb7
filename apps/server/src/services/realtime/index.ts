import type { FastifyInstance } from 'fastify';
import { groupSchema } from '@juntai/contract';
import { loadTimedGroupView } from '../groups/get-group.ts';
import { createGroupReadCache, type GroupReadCache } from './group-read-cache.ts';
import { createGroupEventsHub, type GroupEventsHub } from './hub.ts';

export { createGroupEventsHub, type GroupEventsHub } from './hub.ts';
export { createGroupFeed, type GroupFeed } from './group-feed.ts';
export { createGroupReadCache, type GroupReadCache } from './group-read-cache.ts';
export { SseStream } from './sse.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's one LISTEN on group changes (services/realtime/hub.ts). */
    groupEvents: GroupEventsHub;
    /** The public group JSON, serialised once per change (services/realtime/group-read-cache.ts, ADR 0009). */
    groupReads: GroupReadCache;
  }
}

/**
 * Gives the app its group-events hub: it starts listening when the app is ready and stops when the
 * app closes, so every app (main.ts or a test's createTestApp) has live updates without more setup.
 * The group read cache rides on it: it trusts itself only while the hub is live.
 */
export function registerGroupEventsHub(app: FastifyInstance): GroupEventsHub {
  const hub = createGroupEventsHub(app.ctx.database, app.log);
  app.decorate('groupEvents', hub);
  const reads = createGroupReadCache({
    hub,
    now: () => app.ctx.clock.now(),
    load: async (linkId) => {
      const view = await loadTimedGroupView(app.ctx, linkId);
      if (!view) return undefined;
      // groupSchema.parse keeps exactly the public fields, as the route's serializer would.
      const group = groupSchema.parse(view.group);
      return { json: JSON.stringify(group), serverTime: group.server_time, validUntil: view.validUntil?.getTime() };
    },
  });
  app.decorate('groupReads', reads);
  const stops: Array<() => void> = [];
  app.addHook('onReady', async () => {
    stops.push(reads.follow(), app.ctx.localChanges.listen((linkId) => reads.hold(linkId)));
    await hub.start();
  });
  app.addHook('onClose', async () => {
    for (const stop of stops.splice(0)) stop();
    await hub.stop();
  });
  return hub;
}
