import type { GroupStatusValue } from '@juntai/contract';
import type { AppContext } from '../../context.ts';
import { listScopedGroupRefs, type OrganizerScope } from '../../db/repositories/dashboard.ts';
import type { GroupViews } from '../realtime/group-views.ts';

/**
 * A group's public JSON object with the dashboard's extra fields: the viewer's role and, for the
 * organizer only, their own e-mail (someone who only paid into the group must not learn it).
 */
function withViewerFields(groupJson: string, ref: { creator_email: string; organized: boolean }): string {
  const extra = ref.organized ? `"role":"organizer","creator_email":${JSON.stringify(ref.creator_email)}` : '"role":"participant"';
  return `${groupJson.slice(0, groupJson.lastIndexOf('}'))},${extra}}`;
}

/**
 * "Meus Grupos" as JSON: the groups in the request's scope (an active group past expires_at counts as
 * expired), each exactly as the group page shows it, from the same per-group cache as that page
 * (ADR 0009), plus whether the request organizes it or paid into it (and then the organizer's e-mail). Only the list of which groups comes from a query, so the
 * answer costs the same at 1,000 groups as at 100,000. A group deleted between the two reads is left out.
 */
export async function listDashboardGroupsJson(
  ctx: AppContext, reads: Pick<GroupViews, 'read'>, scope: OrganizerScope, status: GroupStatusValue | undefined,
): Promise<string> {
  const refs = await listScopedGroupRefs(ctx.db, scope, status, ctx.clock.now());
  const groups = await Promise.all(refs.map((ref) => reads.read(ref.link_id)));
  const items = refs.flatMap((ref, i) => {
    const json = groups[i];
    return json === undefined ? [] : [withViewerFields(json, { creator_email: ref.creator_email, organized: ref.organized || scope.all === true })];
  });
  return `[${items.join(',')}]`;
}
