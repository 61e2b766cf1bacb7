import type { ReminderMoment } from '@juntai/domain';
import type { Executor } from '../executor.ts';

/**
 * Active groups whose deadline lies in `deadlines` (the domain's reminderDeadlines: those whose
 * `moment` window holds now) and whose `moment` is not decided yet, soonest deadline first. A
 * pre-selection read by the index on (status, expires_at): the service decides each under its lock.
 */
export async function listReminderCandidates(
  db: Executor, moment: ReminderMoment, deadlines: { after: Date; upTo: Date }, limit: number,
): Promise<number[]> {
  const rows = await db.selectFrom('groups').select('id')
    .where('status', '=', 'active').where('expires_at', '>', deadlines.after).where('expires_at', '<=', deadlines.upTo)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('group_reminders as r').select('r.group_id')
      .whereRef('r.group_id', '=', 'groups.id').where('r.moment', '=', moment))))
    .orderBy('expires_at').limit(limit).execute();
  return rows.map((r) => r.id);
}

/** Records the decision about a group's reminder, once: false when it was already decided. */
export async function recordReminder(
  db: Executor, groupId: number, moment: ReminderMoment, outcome: 'sent' | 'skipped', now: Date,
): Promise<boolean> {
  const row = await db.insertInto('group_reminders').values({ group_id: groupId, moment, outcome, decided_at: now })
    .onConflict((oc) => oc.columns(['group_id', 'moment']).doNothing()).returning('group_id').executeTakeFirst();
  return row !== undefined;
}

/** Whether a deadline reminder was sent to the group's organizer (one of the rescues, the domain's rescueKind). */
export async function wasReminded(db: Executor, groupId: number): Promise<boolean> {
  const row = await db.selectFrom('group_reminders').select('group_id')
    .where('group_id', '=', groupId).where('outcome', '=', 'sent').limit(1).executeTakeFirst();
  return row !== undefined;
}
