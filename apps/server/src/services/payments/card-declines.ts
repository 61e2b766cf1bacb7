import { groupMessages } from '@juntai/contract';
import { CARD_DECLINES_LOOKBACK_MS, cardJoinsBlockedUntil, normalizeEmail, formatDateTime } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import { listRecentDeclines } from '../../db/repositories/card-declines.ts';
import { RateLimitedError } from '../rate-limits/rate-limited-error.ts';

/**
 * 429 when card joins are shut for this client address or this payer e-mail: five card declines in an
 * hour, in any groups, shut them for an hour (packages/domain card-declines.ts). Checked before the
 * seat is reserved, so a blocked attempt reaches neither the group nor the provider.
 */
export async function assertCardJoinsOpen(ctx: AppContext, clientAddress: string, email: string): Promise<void> {
  const now = ctx.clock.now();
  const emailKey = normalizeEmail(email);
  const declines = await listRecentDeclines(ctx.db, clientAddress, emailKey, new Date(now.getTime() - CARD_DECLINES_LOOKBACK_MS));
  const until = [
    cardJoinsBlockedUntil(declines.filter((d) => d.clientAddress === clientAddress).map((d) => d.at), now),
    cardJoinsBlockedUntil(declines.filter((d) => d.emailKey === emailKey).map((d) => d.at), now),
  ].filter((d): d is Date => d !== undefined).sort((a, b) => b.getTime() - a.getTime())[0];
  if (until) throw new RateLimitedError((until.getTime() - now.getTime()) / 1000, groupMessages.cardDeclinesBlocked(formatDateTime(until)));
}
