import { groupErrorCodes, groupMessages } from '@juntai/contract';
import { effectiveStatus } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import { deleteGroupRow } from '../../db/repositories/groups.ts';
import { deleteIdempotencyScope } from '../../db/repositories/idempotency.ts';
import { conflict } from '../../errors.ts';
import { publishGroupChange } from '../group-events.ts';
import { expireLockedGroupIfDue } from './expire-groups.ts';
import { withLockedGroup } from './locked-group.ts';
import { assertOrganizer } from './organizer-token.ts';

/** Who asks to delete: the organizer tokens they hold and, after an e-mail proof, that e-mail. */
export interface DeleteProof {
  tokenHeader: string | string[] | undefined;
  /** Lower-case organizer e-mail proved through the dashboard's one-time link, if any. */
  provedEmail: string | null;
}

/**
 * DELETE /api/groups/{link_id}: the organizer removes an expired group (its payments were already
 * given back by the expiry). The organizer is whoever holds its token, or has proved its e-mail from
 * another device. Active and completed groups stay.
 */
export async function deleteGroup(ctx: AppContext, linkId: string, proof: DeleteProof): Promise<void> {
  await withLockedGroup(ctx, linkId, async (trx, group, now) => {
    const provedOwner = proof.provedEmail !== null && proof.provedEmail === group.creator_email.toLowerCase();
    if (!provedOwner) assertOrganizer(group, proof.tokenHeader, groupMessages.organizerOnlyDelete);
    if (effectiveStatus({ status: group.status, expiresAt: group.expires_at }, now) !== 'expired') {
      throw conflict(groupMessages.onlyExpiredDeletable, groupErrorCodes.groupActive);
    }
    // Due a moment ago but not yet swept: expire it (and give its money back) before it goes.
    await expireLockedGroupIfDue(ctx, trx, group, now);
    await deleteIdempotencyScope(trx, linkId);
    await deleteGroupRow(trx, group.id);
    await publishGroupChange(trx, linkId);
  });
}
