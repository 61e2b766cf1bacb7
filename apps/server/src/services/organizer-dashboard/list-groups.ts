import type { DashboardGroup, GroupStatusValue } from '@juntai/contract';
import type { AppContext } from '../../context.ts';
import { listScopedGroupRefs, type OrganizerScope } from '../../db/repositories/organizer-dashboard.ts';
import type { GroupViews } from '../realtime/group-views.ts';

/**
 * "Meus Grupos": the groups in the request's scope (an active group past expires_at counts as
 * expired), each exactly as the group page shows it, from the group's one view (group-views.ts), plus
 * whether the request organizes it or paid into it and, for the organizer only, their own e-mail
 * (someone who only paid into the group must not learn it). Only the list of which groups comes from a
 * query, so the answer costs the same at 1,000 groups as at 100,000. A group deleted between the two
 * reads is left out.
 */
export async function listDashboardGroups(
  ctx: AppContext, views: Pick<GroupViews, 'view'>, scope: OrganizerScope, status: GroupStatusValue | undefined,
): Promise<DashboardGroup[]> {
  const now = ctx.clock.now();
  const refs = await listScopedGroupRefs(ctx.db, scope, status, now);
  const groups = await Promise.all(refs.map((ref) => views.view(ref.link_id)));
  return refs.flatMap((ref, i): DashboardGroup[] => {
    const group = groups[i];
    if (group === undefined) return [];
    const viewer = ref.organized || scope.all === true
      ? { role: 'organizer' as const, creator_email: ref.creator_email }
      : { role: 'participant' as const };
    return [{ ...group, server_time: now.toISOString(), ...viewer }];
  });
}
