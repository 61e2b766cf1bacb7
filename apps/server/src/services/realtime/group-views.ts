import type { FastifyBaseLogger } from 'fastify';
import { type Group, groupReadSchema, groupSchema } from '@juntai/contract';
import type { AppContext } from '../../context.ts';
import { loadTimedGroupView } from '../groups/get-group.ts';
import { createGroupFeed } from './group-feed.ts';
import { createGroupReadCache, type GroupReadCache } from './group-read-cache.ts';
import type { GroupEventsHub } from './hub.ts';
import { sseEvent } from './sse.ts';

/**
 * The one owner of a group's public view. It is loaded and presented (get-group.ts),
 * serialised through the contract's schema (without `server_time`, which the read carries in its
 * `Server-Time` header) and gzipped once per change, and invalidated by one rule:
 * the change notification every instance hears, and this instance's own change the moment it is made
 * (held: read from the database until the notification has surely come back). Its clock is the app's.
 * Everything that shows a group to the public reads it here: the JSON read (ADR 0030), the live
 * stream, and the group page's link preview.
 */
export interface GroupViews extends Pick<GroupReadCache<Group>, 'read' | 'readGzip'> {
  /** The public group as an object (its `server_time` is its load's): the link preview. */
  view(linkId: string): Promise<Group | undefined>;
  /** The group's live event as of now (`event: group`, its JSON with the server's time); undefined when there is no such group. */
  frame(linkId: string): Promise<Buffer | undefined>;
  /**
   * The group's live event (`event: group`, its JSON) after each of its changes, loaded and framed for
   * the wire once for every viewer on this instance; undefined when the group is gone. Returns the
   * function that stops.
   */
  subscribe(linkId: string, listener: (frame: Buffer | undefined) => void): () => void;
  /** Delivers the group again to its viewers (a change may have happened while one was subscribing). */
  refresh(linkId: string): void;
  /** Starts following changes (the hub's and this instance's own); returns the function that stops. */
  follow(): () => void;
}

export function createGroupViews(ctx: AppContext, hub: GroupEventsHub, log?: FastifyBaseLogger): GroupViews {
  const cache = createGroupReadCache<Group>({
    hub,
    clock: ctx.clock,
    load: async (linkId) => {
      const timed = await loadTimedGroupView(ctx, linkId);
      if (!timed) return undefined;
      // The schema keeps exactly the public fields, as the route's serializer would.
      const group = groupSchema.parse(timed.group);
      return { view: group, json: JSON.stringify(groupReadSchema.parse(group)), validUntil: timed.validUntil?.getTime() };
    },
  });
  // The hub tells the cache of a change before it tells the group's viewers (hub.ts), so the feed's
  // read after a change never finds the view from before it.
  // A frame is made once per change for every viewer here, so it carries the server's time of the change.
  const frame = async (linkId: string) => {
    const view = await cache.readView(linkId);
    return view && sseEvent('group', JSON.stringify({ ...view, server_time: ctx.clock.now().toISOString() }));
  };
  const feed = createGroupFeed<Buffer>(hub, frame, log);
  return {
    read: (linkId) => cache.read(linkId),
    readGzip: (linkId) => cache.readGzip(linkId),
    view: (linkId) => cache.readView(linkId),
    frame,
    subscribe: (linkId, listener) => feed.subscribe(linkId, listener),
    refresh: (linkId) => feed.refresh(linkId),
    follow() {
      const stops = [cache.follow(), ctx.localChanges.listen((linkId) => cache.hold(linkId))];
      return () => stops.forEach((stop) => stop());
    },
  };
}
