import { type Group, extensionMessages, extensionRefusalText, groupErrorCodes } from '@juntai/contract';
import { decideExtension, type ExtensionRefusal, isPaid } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import { readAllGlobalSettings } from '../../db/repositories/global-settings.ts';
import { recordGroupExtension } from '../../db/repositories/group-contacts.ts';
import { listGroupPayments } from '../../db/repositories/payments.ts';
import { auditEntryInsert } from '../../db/repositories/audit-log.ts';
import { AppError, type AppErrorKind, forbidden } from '../../errors.ts';
import { queueGroupExtendedEmails } from '../email/group-emails.ts';
import { announceGroupChange } from '../group-events.ts';
import { rescueSettingsOf } from '../public-settings.ts';
import { readGroupView } from './get-group.ts';
import { assertActive, withLockedGroup } from './locked-group.ts';
import { isProvenOrganizer, ORGANIZER_ACTOR, type OrganizerProof } from './organizer-token.ts';

/** How each refusal answers: a group no longer open is a conflict (409), the rest cannot be done as asked (422). */
const REFUSAL_KIND: Record<ExtensionRefusal, AppErrorKind> = {
  not_active: 'conflict', already_extended: 'conflict', too_few_paid: 'unprocessable', too_long: 'unprocessable', authorization_lapses: 'unprocessable',
};

/**
 * POST /api/groups/{linkId}/extend: the organizer (its token, or its e-mail signed in to Meus Grupos)
 * moves the deadline `hours` later, once (ADR 0031). Decided by the domain's rule under the group's lock, with the operator's settings and the
 * provider's card authorisation lifetime; recorded on the group, audited, announced to every viewer
 * and e-mailed to everyone who paid, all in the one transaction.
 */
export async function extendGroupDeadline(ctx: AppContext, linkId: string, proof: OrganizerProof, hours: number): Promise<Group> {
  return withLockedGroup(ctx, linkId, async (trx, group, now) => {
    if (!isProvenOrganizer(group, proof)) throw forbidden(extensionMessages.organizerOnly, groupErrorCodes.forbidden);
    assertActive(group, now);
    const settings = rescueSettingsOf(await readAllGlobalSettings(trx));
    const payments = await listGroupPayments(trx, group.id);
    const paid = payments.filter(isPaid);
    const decision = decideExtension({
      group: {
        status: group.status, expiresAt: group.expires_at, numberOfQuotas: group.number_of_quotas,
        paidCount: paid.length, extended: group.extended_at !== null,
      },
      hours,
      // Only a card held and not yet taken can lapse (one still under review may be approved later); a
      // captured card or a PIX is money received. The hold counts from the payment's creation at the
      // provider, not from its approval: the reservation, written just before the provider was asked,
      // is never later than that.
      cardAuthorizedAt: payments.filter((p) => p.method === 'card' && (p.status === 'authorized' || p.status === 'processing')).map((p) => p.created_at),
      rules: {
        minPaidPercent: settings.rescue_min_paid_percent, maxExtensionHours: settings.rescue_max_extension_hours,
        authorizationLifetimeMs: ctx.payments.cardAuthorizationLifetimeMs,
      },
      now,
    });
    if (!decision.allowed) throw refusal(decision.reason, settings);

    await recordGroupExtension(trx, group.id, decision.newExpiresAt, group.expires_at, now);
    await auditEntryInsert(trx, {
      actorUserId: null, actorEmail: ORGANIZER_ACTOR, action: 'group.deadline_extended', entity: 'group', entityId: linkId,
      before: { expires_at: group.expires_at.toISOString() }, after: { expires_at: decision.newExpiresAt.toISOString(), hours }, at: now,
    }).execute();
    await queueGroupExtendedEmails(trx, ctx.env, { ...group, expires_at: decision.newExpiresAt }, paid, paid.length);
    await announceGroupChange(ctx, trx, linkId);
    return { value: await readGroupView(trx, group.id, now), providerCallsDue: false };
  });
}

function refusal(reason: ExtensionRefusal, settings: ReturnType<typeof rescueSettingsOf>): AppError {
  const detail = extensionRefusalText(reason, { minPaidPercent: settings.rescue_min_paid_percent, maxHours: settings.rescue_max_extension_hours });
  return new AppError(REFUSAL_KIND[reason], detail, reason === 'not_active' ? groupErrorCodes.groupNotActive : groupErrorCodes.extensionRefused);
}
