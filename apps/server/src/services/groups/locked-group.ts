import { groupErrorCodes, groupMessages } from '@juntai/contract';
import { effectiveStatus } from '@juntai/domain';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.ts';
import { lockGroupByLinkId } from '../../db/repositories/groups.ts';
import type { Database, GroupRow } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import { settleGroupWithProvider } from '../payments/provider-settlement.ts';
import { expireGroupIfDue, isDue } from './expire-groups.ts';

const EXPIRE_FIRST = Symbol('expire first');

/**
 * What a change made under the group's lock answers, and whether it left provider calls due
 * (`provider_due`: a capture, a void, a cancelled PIX charge) to be made after its commit.
 */
export interface LockedChange<T> {
  value: T;
  providerCallsDue: boolean;
}

/**
 * Runs `fn` in one transaction holding the group's row lock (`SELECT … FOR UPDATE`), so changes to
 * one group happen one at a time on any engine and across instances. A group whose time has come is
 * expired first, in a transaction of its own, so that the expiry (and its refunds) stays even when
 * `fn` then refuses the request. The lock's own read tells whether it is due: the usual case (not due)
 * costs no extra statement; a due group gives up this transaction (nothing written), is expired, and
 * is locked again. `fn` answers whether its change left provider calls due; once it committed, they
 * are made (ADR 0034): the lock is never held across one.
 */
export async function withLockedGroup<T>(
  ctx: AppContext, linkId: string, fn: (trx: Transaction<Database>, group: GroupRow, now: Date) => Promise<LockedChange<T>>,
): Promise<T> {
  const attempt = (expireIfDue: boolean): Promise<typeof EXPIRE_FIRST | { value: T; groupId: number; settle: boolean }> => ctx.db.transaction().execute(async (trx) => {
    const group = await lockGroupByLinkId(trx, linkId);
    if (!group) throw notFound(groupMessages.groupNotFound, groupErrorCodes.notFound);
    const now = ctx.clock.now();
    if (expireIfDue && isDue(group, now)) return EXPIRE_FIRST;
    const change = await fn(trx, group, now);
    return { value: change.value, groupId: group.id, settle: change.providerCallsDue };
  });
  let outcome = await attempt(true);
  if (outcome === EXPIRE_FIRST) {
    await expireGroupIfDue(ctx, { linkId });
    outcome = await attempt(false);
  }
  const { value, groupId, settle } = outcome as Exclude<typeof outcome, typeof EXPIRE_FIRST>;
  // What the change left due at the provider (a capture, a cancelled PIX charge) is called now that it
  // committed. Calls still owed after an earlier failure are the reconciliation job's.
  if (settle) await settleGroupWithProvider(ctx, groupId);
  return value;
}

/** 409 unless the group still takes payments and list changes. */
export function assertActive(group: GroupRow, now: Date): void {
  const status = effectiveStatus({ status: group.status, expiresAt: group.expires_at }, now);
  if (status === 'completed') throw conflict(groupMessages.groupCompleted, groupErrorCodes.groupNotActive);
  if (status === 'expired') throw conflict(groupMessages.groupExpired, groupErrorCodes.groupNotActive);
}
