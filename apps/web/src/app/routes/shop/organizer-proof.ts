import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDashboardSession } from '../../../features/dashboard/lib/local-state.ts';
import type { OrganizerProof } from '../../../lib/organizer-proof.ts';
import { useOrganizerToken } from '../../../lib/organizer-tokens.ts';

/**
 * The proof this browser holds for `linkId`, or undefined for a visitor. Without the token, a Meus
 * Grupos session counts once the server lists the group as organized by its e-mail (the
 * organizer opening their group from Meus Grupos on another phone gets the rescue controls too).
 */
export function useOrganizerProof(linkId: string): OrganizerProof | undefined {
  const token = useOrganizerToken(linkId);
  const session = useDashboardSession()?.token;
  const bySession = useQuery({
    queryKey: ['organizer-by-session', linkId, session ?? ''],
    enabled: !token && Boolean(session),
    queryFn: async ({ signal }) => {
      // Only for a Meus Grupos session without the token: its code is not part of the page's first visit.
      const { fetchDashboardGroups } = await import('../../../features/dashboard/api/get-dashboard-groups.ts');
      return (await fetchDashboardGroups('active', { tokens: '', session }, signal)).some((g) => g.link_id === linkId && g.role === 'organizer');
    },
    staleTime: 60_000,
  });
  const organizes = bySession.data === true;
  return useMemo(() => (token ? { token } : session && organizes ? { session } : undefined), [token, session, organizes]);
}
