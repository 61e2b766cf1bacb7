import { type GroupStatus, isGroupDue } from './group-rules.ts';

/**
 * The organizer's second way to rescue a group short of payers: extending a group's deadline once (ADR 0031). One
 * rule, used by the server when it decides and by the group page when it explains why not.
 */

const HOUR_MS = 3_600_000;

/** The operator's defaults: at least 75 % of the quotas paid, and at most 24 hours more. */
export const RESCUE_MIN_PAID_PERCENT_DEFAULT = 75;
export const RESCUE_MAX_EXTENSION_HOURS_DEFAULT = 24;
/** The settings' bounds (the operator may choose within them). */
export const RESCUE_MIN_PAID_PERCENT_BOUNDS = { min: 50, max: 100 } as const;
export const RESCUE_MAX_EXTENSION_HOURS_BOUNDS = { min: 1, max: 72 } as const;

/** A card authorisation is counted as lapsing this long before the provider says, so a capture never races it. */
export const AUTHORIZATION_SAFETY_MARGIN_MS = HOUR_MS;

/** Why an extension is refused; the texts for people are the contract's (extensionMessages). */
export type ExtensionRefusal = 'not_active' | 'already_extended' | 'too_few_paid' | 'too_long' | 'authorization_lapses';

export interface ExtensionRules {
  minPaidPercent: number;
  maxExtensionHours: number;
  /** How long the payment provider keeps a card authorisation (PaymentProvider.cardAuthorizationLifetimeMs). */
  authorizationLifetimeMs: number;
  safetyMarginMs?: number;
}

export interface ExtensionGroup {
  status: GroupStatus;
  expiresAt: Date | string;
  numberOfQuotas: number;
  paidCount: number;
  /** Whether the deadline was already extended once. */
  extended: boolean;
}

/** Whether `paid` of `total` quotas reach `percent` (exactly, without rounding: 3 of 4 is 75 %). */
export function reachesPaidPercent(paid: number, total: number, percent: number): boolean {
  return total > 0 && paid * 100 >= percent * total;
}

/**
 * Why this group cannot be extended at all right now, whatever the hours, or null when it may be: it
 * is active and not yet due, was not extended before, and has at least `minPaidPercent` of its quotas
 * paid. The group page shows this to the organizer; the server checks it again under the group's lock.
 */
export function extensionBlocker(group: ExtensionGroup, rules: Pick<ExtensionRules, 'minPaidPercent'>, now: Date): ExtensionRefusal | null {
  if (group.status !== 'active' || isGroupDue(group, now)) return 'not_active';
  if (group.extended) return 'already_extended';
  if (!reachesPaidPercent(group.paidCount, group.numberOfQuotas, rules.minPaidPercent)) return 'too_few_paid';
  return null;
}

/**
 * The latest deadline every card authorisation allows: each payment's creation at the provider (not
 * its approval: a card under review is approved later, its hold counts from the start) plus the
 * provider's lifetime, less the safety margin; the earliest of these. Infinity when no card is
 * authorised (PIX payments are money received; they do not lapse).
 */
export function authorizationsValidUntil(cardAuthorizedAt: ReadonlyArray<Date | string>, rules: Pick<ExtensionRules, 'authorizationLifetimeMs' | 'safetyMarginMs'>): number {
  const margin = rules.safetyMarginMs ?? AUTHORIZATION_SAFETY_MARGIN_MS;
  return Math.min(Number.POSITIVE_INFINITY, ...cardAuthorizedAt.map((at) => new Date(at).getTime() + rules.authorizationLifetimeMs - margin));
}

export type ExtensionDecision = { allowed: true; newExpiresAt: Date } | { allowed: false; reason: ExtensionRefusal };

/**
 * Whether the organizer may move the deadline `hours` later, and to when. On top of extensionBlocker:
 * `hours` is a whole number from 1 to `maxExtensionHours`, and every card hold (counted from the
 * payment's creation at the provider) stays valid until the new deadline, so that completing then can still capture it.
 */
export function decideExtension(input: {
  group: ExtensionGroup;
  hours: number;
  cardAuthorizedAt: ReadonlyArray<Date | string>;
  rules: ExtensionRules;
  now: Date;
}): ExtensionDecision {
  const { group, hours, rules } = input;
  const blocker = extensionBlocker(group, rules, input.now);
  if (blocker) return { allowed: false, reason: blocker };
  if (!Number.isInteger(hours) || hours < 1 || hours > rules.maxExtensionHours) return { allowed: false, reason: 'too_long' };
  const newExpiresAt = new Date(new Date(group.expiresAt).getTime() + hours * HOUR_MS);
  if (authorizationsValidUntil(input.cardAuthorizedAt, rules) < newExpiresAt.getTime()) return { allowed: false, reason: 'authorization_lapses' };
  return { allowed: true, newExpiresAt };
}
