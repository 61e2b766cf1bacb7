import type { DashboardGroup, GroupStatusValue } from '@juntai/contract';
import type { AppContext } from '../../context.ts';
import { listScopedGroupSnapshots, type OrganizerScope } from '../../db/repositories/dashboard.ts';
import { presentGroup } from '../../presenters/group.ts';

/**
 * "Meus Grupos": the groups in the request's scope with their effective status (an active group past
 * expires_at is expired), each as the group page shows it plus the organizer's own e-mail.
 */
export async function listDashboardGroups(ctx: AppContext, scope: OrganizerScope, status: GroupStatusValue | undefined): Promise<DashboardGroup[]> {
  const now = ctx.clock.now();
  const snapshots = await listScopedGroupSnapshots(ctx.db, scope, status, now);
  return snapshots.map((snapshot) => ({ ...presentGroup(snapshot, now), creator_email: snapshot.creator_email }));
}
