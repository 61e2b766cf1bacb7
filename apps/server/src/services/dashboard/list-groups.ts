import type { GroupStatusValue } from '@juntai/contract';
import type { AppContext } from '../../context.ts';
import { listScopedGroupRefs, type OrganizerScope } from '../../db/repositories/dashboard.ts';
import type { GroupReadCache } from '../realtime/group-read-cache.ts';

/** A group's public JSON object with the organizer's own e-mail added (the dashboard's extra field). */
function withCreatorEmail(groupJson: string, creatorEmail: string): string {
  return `${groupJson.slice(0, groupJson.lastIndexOf('}'))},"creator_email":${JSON.stringify(creatorEmail)}}`;
}

/**
 * "Meus Grupos" as JSON: the groups in the request's scope (an active group past expires_at counts as
 * expired), each exactly as the group page shows it, from the same per-group cache as that page
 * (ADR 0009), plus the organizer's own e-mail. Only the list of which groups comes from a query, so the
 * answer costs the same at 1,000 groups as at 100,000. A group deleted between the two reads is left out.
 */
export async function listDashboardGroupsJson(
  ctx: AppContext, reads: Pick<GroupReadCache, 'read'>, scope: OrganizerScope, status: GroupStatusValue | undefined,
): Promise<string> {
  const refs = await listScopedGroupRefs(ctx.db, scope, status, ctx.clock.now());
  const groups = await Promise.all(refs.map((ref) => reads.read(ref.link_id)));
  const items = refs.flatMap((ref, i) => {
    const json = groups[i];
    return json === undefined ? [] : [withCreatorEmail(json, ref.creator_email)];
  });
  return `[${items.join(',')}]`;
}
