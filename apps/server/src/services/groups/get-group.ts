import type { Group } from '@juntai/contract';
import { isGroupDue, pixLapseTime } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/executor.ts';
import { type GroupSnapshot, readGroupSnapshot } from '../../db/repositories/groups.ts';
import { presentGroup } from '../../presenters/group.ts';

export interface TimedGroupView {
  group: Group;
  /**
   * The first instant at which the same rows would present differently (the group's expiry, a pending
   * PIX charge lapsing); undefined when only a change to the rows can alter the view. `server_time`
   * aside, the view holds until then.
   */
  validUntil: Date | undefined;
}

/**
 * The public view of a group (services/realtime/group-views.ts owns it for every reader) and how long
 * it holds without a change. A read changes nothing and never calls the payment provider: a group past
 * its expiry shows as expired (effectiveStatus), and the sweeper or the next write expires it and gives
 * its payments back.
 */
export async function loadTimedGroupView(ctx: AppContext, linkId: string): Promise<TimedGroupView | undefined> {
  const snapshot = await readGroupSnapshot(ctx.db, { linkId });
  if (!snapshot) return undefined;
  const now = ctx.clock.now();
  return { group: presentGroup(snapshot, now), validUntil: viewValidUntil(snapshot, now) };
}

/**
 * When time alone changes what presentGroup shows for these rows: an active group turns expired at
 * `expires_at` (effectiveStatus), and a pending PIX charge stops holding its seat at `pix_expires_at`
 * (seatState). Nothing else in the view depends on the clock except `server_time`. A group already
 * shown as expired changes only when the sweeper writes its expiry (a change of its rows).
 */
export function viewValidUntil(snapshot: Pick<GroupSnapshot, 'status' | 'expires_at' | 'payments'>, now: Date): Date | undefined {
  const open = snapshot.status === 'active' && !isGroupDue({ status: snapshot.status, expiresAt: snapshot.expires_at }, now);
  let until = open ? snapshot.expires_at.getTime() : Number.POSITIVE_INFINITY;
  for (const payment of snapshot.payments) {
    const lapses = payment.status === 'processing' ? pixLapseTime({ method: payment.method, pixExpiresAt: payment.pix_expires_at }) : null;
    if (lapses !== null && lapses > now.getTime() && lapses < until) until = lapses;
  }
  return Number.isFinite(until) ? new Date(until) : undefined;
}

/** The view as the caller's transaction sees it (after a change, before commit). */
export async function readGroupView(db: Executor, groupId: number, now: Date): Promise<Group> {
  const snapshot = await readGroupSnapshot(db, { id: groupId });
  if (!snapshot) throw new Error(`grupo ${groupId} sumiu durante a transação`);
  return presentGroup(snapshot, now);
}
