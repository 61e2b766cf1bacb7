import { groupErrorCodes, groupMessages } from '@juntai/contract';
import type { AppContext } from '../../context.ts';
import { recordHit } from '../../db/repositories/rate-limit-hits.ts';
import { AppError } from '../../errors.ts';
import { clientAddressKey } from '../abuse/client-address.ts';
import { GROUP_CREATIONS_PER_ADDRESS_PER_HOUR, GROUP_CREATIONS_WINDOW_MS } from '../abuse/limits.ts';

/**
 * Counts a group creation from `ip` and throws a 429 (with when to try again) beyond the hourly cap.
 * Counted in the database, so every app instance sees the same count; a refused attempt counts too.
 */
export async function countGroupCreation(ctx: AppContext, ip: string): Promise<void> {
  const now = ctx.clock.now();
  const { hits, windowStart } = await recordHit(ctx.db, `group-create:${clientAddressKey(ip)}`, now, GROUP_CREATIONS_WINDOW_MS);
  if (hits <= GROUP_CREATIONS_PER_ADDRESS_PER_HOUR) return;
  const seconds = Math.max(1, Math.ceil((windowStart.getTime() + GROUP_CREATIONS_WINDOW_MS - now.getTime()) / 1000));
  throw new AppError('rate_limited', groupMessages.tooManyGroups, groupErrorCodes.rateLimited, { 'retry-after': String(seconds) });
}
