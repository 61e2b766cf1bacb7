import { type GroupStatus, isGroupDue } from './group-rules.ts';

/**
 * The reminders before a group's deadline: 24 hours and 2 hours before it, the organizer is
 * told what is missing and the invited people who tried to pay and have not are nudged. The server
 * sends each once per group (its job and table); these are the rules of when.
 */
export const REMINDER_MOMENTS = ['24h', '2h'] as const;
export type ReminderMoment = (typeof REMINDER_MOMENTS)[number];

const HOUR_MS = 3_600_000;

/** How long before the deadline each reminder's moment comes. */
export const REMINDER_LEAD_MS: Readonly<Record<ReminderMoment, number>> = { '24h': 24 * HOUR_MS, '2h': 2 * HOUR_MS };

/**
 * When a reminder may go out: from its moment until half its lead is left (the 24 h one until 12 h
 * before the deadline, the 2 h one until 1 h before). A reminder that could not go out in that time
 * (the server was down) is not sent late: it would come on top of the next one, or too close to the
 * deadline for anyone to act on it. The outbox drops one not yet delivered at `closes` too.
 */
export function reminderWindow(moment: ReminderMoment, expiresAt: Date | string): { opens: Date; closes: Date } {
  const deadline = new Date(expiresAt).getTime();
  const lead = REMINDER_LEAD_MS[moment];
  return { opens: new Date(deadline - lead), closes: new Date(deadline - lead / 2) };
}

/**
 * The deadlines whose `moment` window holds `now`: after `after` (excluded) up to `upTo` (included).
 * The same rule as reminderWindow, turned around for a query over groups.
 */
export function reminderDeadlines(moment: ReminderMoment, now: Date): { after: Date; upTo: Date } {
  const lead = REMINDER_LEAD_MS[moment];
  return { after: new Date(now.getTime() + lead / 2), upTo: new Date(now.getTime() + lead) };
}

/** The reminder whose window holds `now` for a group of that deadline, if any (windows never overlap). */
export function reminderAt(expiresAt: Date | string, now: Date): ReminderMoment | null {
  const at = now.getTime();
  return REMINDER_MOMENTS.find((moment) => {
    const { opens, closes } = reminderWindow(moment, expiresAt);
    return opens.getTime() <= at && at < closes.getTime();
  }) ?? null;
}

/**
 * Whether a group has that reminder at all: only if it was open at least half a lead before the
 * moment. A group of one day has no 24 h reminder: it would arrive right after the e-mail that
 * announced the group, telling nothing new.
 */
export function hasReminder(moment: ReminderMoment, group: { createdAt: Date | string; expiresAt: Date | string }): boolean {
  const lead = REMINDER_LEAD_MS[moment];
  return new Date(group.createdAt).getTime() <= reminderWindow(moment, group.expiresAt).opens.getTime() - lead / 2;
}

/**
 * The reminder due for a group at `now`, if any: the group is active and its deadline has not come,
 * `now` is in a reminder's window, and the group has that reminder. Whether it was already sent is the
 * server's record, not a rule.
 */
export function dueReminder(group: { status: GroupStatus; createdAt: Date | string; expiresAt: Date | string }, now: Date): ReminderMoment | null {
  if (group.status !== 'active' || isGroupDue(group, now)) return null;
  const moment = reminderAt(group.expiresAt, now);
  return moment && hasReminder(moment, group) ? moment : null;
}
