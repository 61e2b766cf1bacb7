import type { Group } from '@juntai/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/executor.ts';
import { readGroupSnapshot } from '../../db/repositories/groups.ts';
import { presentGroup } from '../../presenters/group.ts';
import { expireGroupIfDue } from './expire-groups.ts';

/**
 * The public view of a group (GET /api/groups/{linkId}, and the SSE stream's current state). A group
 * past its expiry is expired here, with its refunds, before it is shown.
 */
export async function getGroupView(ctx: AppContext, linkId: string): Promise<Group | undefined> {
  let snapshot = await readGroupSnapshot(ctx.db, { linkId });
  if (!snapshot) return undefined;
  if (snapshot.status === 'active' && snapshot.expires_at.getTime() <= ctx.clock.now().getTime()) {
    await expireGroupIfDue(ctx, { id: snapshot.id });
    snapshot = await readGroupSnapshot(ctx.db, { linkId });
    if (!snapshot) return undefined;
  }
  return presentGroup(snapshot, ctx.clock.now());
}

/** The view as the caller's transaction sees it (after a change, before commit). */
export async function readGroupView(db: Executor, groupId: number, now: Date): Promise<Group> {
  const snapshot = await readGroupSnapshot(db, { id: groupId });
  if (!snapshot) throw new Error(`grupo ${groupId} sumiu durante a transação`);
  return presentGroup(snapshot, now);
}
