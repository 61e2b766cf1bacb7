import type { FastifyInstance } from 'fastify';
import { createGroupEventsHub, type GroupEventsHub } from './hub.ts';
import { createGroupViews, type GroupViews } from './group-views.ts';
import { createStreamSlots, type StreamSlots } from './stream-slots.ts';
import { LIVE_STREAMS_PER_ADDRESS, LIVE_STREAMS_PER_INSTANCE } from '../abuse/limits.ts';


declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's one LISTEN on group changes (services/realtime/hub.ts). */
    groupEvents: GroupEventsHub;
    /** The public view of each group, owned in one place (services/realtime/group-views.ts). */
    groupViews: GroupViews;
    /** This instance's live streams (routes/group-events.ts takes a slot per stream; the metrics count them). */
    liveStreams: StreamSlots;
  }
}

/**
 * Gives the app its group-events hub and the group views that ride on it: the hub starts listening
 * when the app is ready and stops when it closes, so every app (main.ts or a test's createTestApp) has
 * live updates without more setup. The views trust their cache only while the hub is live.
 */
export function registerGroupEventsHub(app: FastifyInstance): void {
  const hub = createGroupEventsHub(app.ctx.database, app.log);
  app.decorate('groupEvents', hub);
  const views = createGroupViews(app.ctx, hub, app.log);
  app.decorate('groupViews', views);
  app.decorate('liveStreams', createStreamSlots({ perAddress: LIVE_STREAMS_PER_ADDRESS, perInstance: LIVE_STREAMS_PER_INSTANCE }));
  let stopFollowing: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stopFollowing = views.follow();
    await hub.start();
  });
  app.addHook('onClose', async () => {
    stopFollowing?.();
    stopFollowing = undefined;
    await hub.stop();
  });
}
