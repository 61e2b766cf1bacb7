import { type Group, groupErrorCodes, groupMessages } from '@juntai/contract';
import { cleanName, holdsSeat, inviteListMessages, isNameTooLong, nameKey } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import { deleteInvitee, listInvitees, replaceInvitees } from '../../db/repositories/groups.ts';
import type { Executor } from '../../db/executor.ts';
import { listLivePayments, transitionPayment } from '../../db/repositories/payments.ts';
import type { PaymentRow } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { announceGroupChange } from '../group-events.ts';
import { releaseLapsedPixCharges } from '../payments/lapsed-pix.ts';
import { readGroupView } from './get-group.ts';
import { assertActive, withLockedGroup } from './locked-group.ts';
import { assertOrganizer } from './organizer-token.ts';

export interface GroupChange {
  message: string;
  group: Group;
}

/**
 * PUT /api/groups/{linkId}: the organizer sends the whole invite list. Names are compared by
 * `nameKey`; the organizer stays first; the list never outgrows the quotas; nobody who paid or is
 * paying leaves it.
 */
export async function updateInvitees(ctx: AppContext, linkId: string, token: string | string[] | undefined, list: readonly string[]): Promise<GroupChange> {
  return withLockedGroup(ctx, linkId, async (trx, group, now) => {
    assertOrganizer(group, token);
    assertActive(group, now);
    const names = list.map(cleanName);
    const keys = names.map(nameKey);
    keys.forEach((key, i) => {
      if (key === '') throw badRequest(groupMessages.emptyParticipantName, groupErrorCodes.validation);
      if (isNameTooLong(names[i] as string)) throw badRequest(inviteListMessages.nameTooLong, groupErrorCodes.validation);
    });
    if (new Set(keys).size !== keys.length) throw conflict(groupMessages.duplicateParticipant, groupErrorCodes.duplicateName);

    const current = await listInvitees(trx, group.id);
    const creatorKey = current.find((i) => i.is_creator)?.name_key ?? nameKey(group.creator_name);
    if (!keys.includes(creatorKey)) throw conflict(groupMessages.organizerCannotBeRemoved, groupErrorCodes.organizerFixed);
    if (keys[0] !== creatorKey) throw badRequest(inviteListMessages.organizerFirst, groupErrorCodes.validation);
    if (names.length > group.number_of_quotas) {
      throw conflict(groupMessages.participantLimit(current.length, group.number_of_quotas), groupErrorCodes.groupFull);
    }

    const lapsed = await releaseLapsedPixCharges(ctx, trx, group.id, now);
    const removed = current.filter((i) => !keys.includes(i.name_key));
    const live = await listLivePayments(trx, group.id);
    const heldSeats = new Set(live.filter(holdsSeat).map((p) => p.seat_key));
    const paying = removed.find((i) => heldSeats.has(i.name_key));
    if (paying) throw conflict(groupMessages.participantPaying(paying.name), groupErrorCodes.participantPaying);
    const withdrawn = await withdrawWaitingCharges(trx, live, new Set(removed.map((i) => i.name_key)), now);
    const currentKeys = new Set(current.map((i) => i.name_key));
    const added = names.filter((_, i) => !currentKeys.has(keys[i] as string));

    await replaceInvitees(trx, group.id, names.map((name, i) => ({ name, nameKey: keys[i] as string, isCreator: i === 0 })));
    await announceGroupChange(ctx, trx, linkId);
    const message = added.length === 1 && removed.length === 0
      ? groupMessages.participantAdded(added[0] as string)
      : removed.length === 1 && added.length === 0
        ? groupMessages.participantRemoved((removed[0] as { name: string }).name)
        : groupMessages.inviteesUpdated;
    return { value: { message, group: await readGroupView(trx, group.id, now) }, providerCallsDue: lapsed + withdrawn > 0 };
  });
}

/** DELETE /api/groups/{linkId}/participants/{name}: the organizer takes an unpaid invitee off the list. */
export async function removeParticipant(ctx: AppContext, linkId: string, token: string | string[] | undefined, name: string): Promise<GroupChange> {
  return withLockedGroup(ctx, linkId, async (trx, group, now) => {
    assertOrganizer(group, token);
    assertActive(group, now);
    const key = nameKey(name);
    if (key === '') throw badRequest(groupMessages.emptyParticipantName, groupErrorCodes.validation);
    const invitees = await listInvitees(trx, group.id);
    const target = invitees.find((i) => i.name_key === key);
    if (!target) throw notFound(groupMessages.participantNotFound, groupErrorCodes.notFound);
    if (target.is_creator) throw conflict(groupMessages.organizerCannotBeRemoved, groupErrorCodes.organizerFixed);
    const lapsed = await releaseLapsedPixCharges(ctx, trx, group.id, now);
    const live = await listLivePayments(trx, group.id);
    if (live.some((p) => p.seat_key === key && holdsSeat(p))) throw conflict(groupMessages.participantPaying(target.name), groupErrorCodes.participantPaying);
    const withdrawn = await withdrawWaitingCharges(trx, live, new Set([key]), now);
    await deleteInvitee(trx, target.id);
    await announceGroupChange(ctx, trx, linkId);
    return {
      value: { message: groupMessages.participantRemoved(target.name), group: await readGroupView(trx, group.id, now) },
      providerCallsDue: lapsed + withdrawn > 0,
    };
  });
}

/**
 * Unpaid PIX charges hold no seat (ADR 0034), so the organizer may take their names off the list: the
 * charges are withdrawn (cancelled once, at the provider after the commit) and money already sent for
 * one of them comes back. Answers how many it withdrew, each with its cancel left due.
 */
async function withdrawWaitingCharges(trx: Executor, live: readonly PaymentRow[], seatKeys: ReadonlySet<string>, now: Date): Promise<number> {
  let withdrawn = 0;
  for (const waiting of live.filter((p) => seatKeys.has(p.seat_key) && !holdsSeat(p))) {
    if (await transitionPayment(trx, waiting.id, waiting.status, 'cancelled', now, { provider_due: 'cancel' })) withdrawn++;
  }
  return withdrawn;
}
