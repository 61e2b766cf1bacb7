import { merchantMessages, groupErrorCodes, groupMessages } from '@juntai/contract';
import { effectiveStatus } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import { deleteGroupRow } from '../../db/repositories/groups.ts';
import { deleteIdempotencyScope } from '../../db/repositories/idempotency.ts';
import { listOwedProviderCalls } from '../../db/repositories/provider-calls-owed.ts';
import { conflict, forbidden } from '../../errors.ts';
import { announceGroupChange } from '../group-events.ts';
import { withLockedGroup } from './locked-group.ts';
import { isProvenOrganizer, type OrganizerProof } from './organizer-token.ts';

/** Who asks to delete: the organizer's proof and, with a merchant session, its store. */
interface DeleteProof extends OrganizerProof {
  /** The store of a merchant session, if the request carries one: its own groups may go. */
  merchantStoreId?: string | undefined;
}

/**
 * DELETE /api/groups/{link_id}: an expired group goes (its payments were already given back by the
 * expiry). Who may: the organizer (its token, or its e-mail proved from another device) and the
 * merchant of the group's store (a panel session). Active and completed groups stay.
 */
export async function deleteGroup(ctx: AppContext, linkId: string, proof: DeleteProof): Promise<void> {
  await withLockedGroup(ctx, linkId, async (trx, group, now) => {
    const storeOwner = proof.merchantStoreId !== undefined && proof.merchantStoreId === group.store_id;
    if (!storeOwner && !isProvenOrganizer(group, proof)) {
      const detail = proof.merchantStoreId === undefined ? groupMessages.organizerOnlyDelete : merchantMessages.otherStoreGroup;
      throw forbidden(detail, groupErrorCodes.forbidden);
    }
    if (effectiveStatus({ status: group.status, expiresAt: group.expires_at }, now) !== 'expired') {
      throw conflict(groupMessages.onlyExpiredDeletable, groupErrorCodes.groupActive);
    }
    // A group due but not yet swept was expired by the lock, its refunds and voids asked for. One the
    // provider has not yet made stays: its payments go with the group, and with them the refund owed.
    if ((await listOwedProviderCalls(trx, { groupId: group.id })).length > 0) {
      throw conflict(groupMessages.moneyStillReturning, groupErrorCodes.refundsPending);
    }
    await deleteIdempotencyScope(trx, linkId);
    await deleteGroupRow(trx, group.id);
    await announceGroupChange(ctx, trx, linkId);
    return { value: undefined, providerCallsDue: false };
  });
}
