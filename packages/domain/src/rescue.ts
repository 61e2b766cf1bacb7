/**
 * How a group that completed was rescued, decided once when it completes and counted by the
 * merchant panel and the operator's dashboard. A group is rescued when, before its last quota was paid,
 * the organizer covered quotas themself, or extended the deadline, or was sent a deadline reminder. One
 * kind per group, the organizer's own act first: covering quotas, then the extension, then the reminder.
 */
export type RescueKind = 'organizer' | 'extension' | 'reminder';

export const RESCUE_KINDS: readonly RescueKind[] = ['organizer', 'extension', 'reminder'];

export interface RescueFacts {
  /** The organizer paid at least one quota of a seat that is not theirs. */
  coveredByOrganizer: boolean;
  /** The deadline was extended. */
  extended: boolean;
  /** A deadline reminder was sent to the organizer. */
  reminded: boolean;
}

export function rescueKind(facts: RescueFacts): RescueKind | null {
  if (facts.coveredByOrganizer) return 'organizer';
  if (facts.extended) return 'extension';
  if (facts.reminded) return 'reminder';
  return null;
}
