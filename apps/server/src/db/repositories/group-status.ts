import type { ExpressionBuilder } from 'kysely';
import type { Database, GroupStatus } from '../schema.ts';

/**
 * The status a group has now: an active group past expires_at counts as expired even before the
 * sweeper job marks it, so the dashboard never shows a dead group under "Ativos".
 */
export function whereEffectiveStatus(eb: ExpressionBuilder<Database, 'groups'>, status: GroupStatus, now: Date) {
  switch (status) {
    case 'active':
      return eb.and([eb('groups.status', '=', 'active'), eb('groups.expires_at', '>', now)]);
    case 'completed':
      return eb('groups.status', '=', 'completed');
    case 'expired':
      return eb.or([eb('groups.status', '=', 'expired'), eb.and([eb('groups.status', '=', 'active'), eb('groups.expires_at', '<=', now)])]);
  }
}
