import type { FastifyInstance } from 'fastify';
import { createGroupEventsHub, type GroupEventsHub } from './hub.ts';

export { createGroupEventsHub, type GroupEventsHub } from './hub.ts';
export { createGroupFeed, type GroupFeed } from './group-feed.ts';
export { SseStream } from './sse.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's one LISTEN on group changes (services/realtime/hub.ts). */
    groupEvents: GroupEventsHub;
  }
}

/**
 * Gives the app its group-events hub: it starts listening when the app is ready and stops when the
 * app closes, so every app (main.ts or a test's createTestApp) has live updates without more setup.
 */
export function registerGroupEventsHub(app: FastifyInstance): GroupEventsHub {
  const hub = createGroupEventsHub(app.ctx.database, app.log);
  app.decorate('groupEvents', hub);
  app.addHook('onReady', async () => {
    await hub.start();
  });
  app.addHook('onClose', async () => {
    await hub.stop();
  });
  return hub;
}
