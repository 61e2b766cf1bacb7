import { isNameTooLong, nameKey, nameTooLongMessage } from './participants.ts';

/**
 * A group's lifecycle (DESIGN.md "Rules that carry the money"): `active`, then `completed` (every
 * quota paid) or `expired` (past `expires_at`). Completed and expired are final. The server decides
 * the status; these functions are the rules it and the web app share.
 */
export const GROUP_STATUSES = ['active', 'completed', 'expired'] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];

/** A group stays open 48 hours after its link is created (the global setting's default, 2 days). */
export const GROUP_EXPIRY_HOURS_DEFAULT = 48;
const HOUR_MS = 3_600_000;

/**
 * How much sooner than its card authorisations lapse a group must close: a day to capture every card
 * and for the reconciliation job to catch a failed capture (ADR 0034).
 */
export const GROUP_CAPTURE_MARGIN_MS = 24 * HOUR_MS;

/**
 * How many days a new group stays open: the operator's `default_group_expiry_days`, but never longer
 * than a card authorisation lives at the provider, less the capture margin (Mercado Pago keeps a
 * Brazilian authorisation 5 days, so at most 4). A quota paid by card on the first day can then
 * always be captured when the group completes on its last.
 */
export function groupLifetimeDays(operatorDays: number, authorizationLifetimeMs: number): number {
  return Math.min(operatorDays, (authorizationLifetimeMs - GROUP_CAPTURE_MARGIN_MS) / (24 * HOUR_MS));
}

/** When a group created at `createdAt` expires, for the store's setting of `expiryDays` (may be fractional). */
export function expiresAtFor(createdAt: Date, expiryDays: number): Date {
  if (!Number.isFinite(expiryDays) || expiryDays <= 0) throw new RangeError(`validade inválida: ${expiryDays} dias`);
  return new Date(createdAt.getTime() + Math.round(expiryDays * 24 * HOUR_MS));
}

/**
 * The status as of `now`: an active group whose expiry has come (at the very instant or after) is
 * expired, even before the sweeper has written it. Completed and expired never change.
 */
export function effectiveStatus(group: { status: GroupStatus; expiresAt: Date | string }, now: Date): GroupStatus {
  return isGroupDue(group, now) ? 'expired' : group.status;
}

/**
 * An active group whose expiry has come but which is still written as active: it shows as expired,
 * and the sweeper (or the next write to it) expires it and gives its payments back.
 */
export function isGroupDue(group: { status: GroupStatus; expiresAt: Date | string }, now: Date): boolean {
  return group.status === 'active' && now.getTime() >= new Date(group.expiresAt).getTime();
}

/** Completed and expired groups never change again (no payments, no polling, no invite changes). */
export function isFinal(status: GroupStatus): boolean {
  return status === 'completed' || status === 'expired';
}

/** Only active groups take payments and let the invite list change (shopper.md §4). */
export function canChangeInvitees(status: GroupStatus): boolean {
  return status === 'active';
}

/** Quotas still to be paid, never negative. */
export function unpaidCount(numberOfQuotas: number, paidCount: number): number {
  return Math.max(0, numberOfQuotas - paidCount);
}

/** Paid share of the quotas as a whole percentage, rounded and held within 0–100. */
export function progressPercentage(paid: number, total: number): number {
  if (!(total > 0) || !(paid > 0)) return 0;
  return Math.min(100, Math.round((paid / total) * 100));
}

/** The messages of the creation dialog's participant list (shopper.md §5), word for word. */
export const inviteListMessages = {
  emptyName: 'Digite um nome para adicionar',
  duplicate: 'Este nome já foi adicionado',
  organizerFirst: 'O organizador deve ser o primeiro da lista',
  nameTooLong: nameTooLongMessage,
  missing: (numberOfQuotas: number) => `Adicione todos os ${numberOfQuotas} participantes`,
  tooMany: (count: number, numberOfQuotas: number) => `Limite de ${numberOfQuotas} participantes atingido! (${count}/${numberOfQuotas})`,
} as const;

/**
 * The invite list of a new group, checked the same way by the creation dialog and the server: one
 * name per quota, none empty, no two alike by `nameKey` (case, accents and spaces ignored), the
 * organizer first. Returns the first problem as a Portuguese message, or null when the list is good.
 * Names are checked before the count, so that the dialog shows the most specific message.
 */
export function validateInviteList(input: { names: readonly string[]; numberOfQuotas: number; organizerName: string }): string | null {
  const { names, numberOfQuotas, organizerName } = input;
  const seen = new Set<string>();
  for (const name of names) {
    const key = nameKey(name);
    if (key === '') return inviteListMessages.emptyName;
    if (isNameTooLong(name)) return inviteListMessages.nameTooLong;
    if (seen.has(key)) return inviteListMessages.duplicate;
    seen.add(key);
  }
  const first = names[0];
  if (first !== undefined && nameKey(first) !== nameKey(organizerName)) return inviteListMessages.organizerFirst;
  if (names.length < numberOfQuotas) return inviteListMessages.missing(numberOfQuotas);
  if (names.length > numberOfQuotas) return inviteListMessages.tooMany(names.length, numberOfQuotas);
  return null;
}
