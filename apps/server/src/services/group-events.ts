import type { Compilable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import { notifyAfterWrites } from '../db/repositories/group-announcements.ts';
import type { AppContext } from '../context.ts';

/** The PostgreSQL channel on which every change of a group is announced, with its link_id as payload. */
export const GROUP_EVENTS_CHANNEL = 'group_events';

/**
 * Announces that a group changed. Called inside the transaction that changed it: PostgreSQL delivers
 * a NOTIFY only when that transaction commits, so viewers never see a change that was rolled back,
 * and every app instance LISTENing hears it.
 */
export async function announceGroupChange(ctx: Pick<AppContext, 'localChanges'>, db: Executor, linkId: string): Promise<void> {
  await writeAndAnnounceGroupChange(ctx, db, linkId, []);
}

/**
 * The change itself and its announcement in one statement (a data-modifying WITH, db/repositories/group-announcements.ts): a join sends
 * its payment, e-mails and notification in one round trip (ADR 0034).
 */
export async function writeAndAnnounceGroupChange(
  ctx: Pick<AppContext, 'localChanges'>, db: Executor, linkId: string, writes: readonly Compilable[],
): Promise<void> {
  // This instance's read cache stops serving the group now, before the commit (ADR 0030).
  ctx.localChanges.announce(linkId);
  await notifyAfterWrites(db, GROUP_EVENTS_CHANNEL, linkId, writes);
}
