import { useQuery } from '@tanstack/react-query';
import { apiRequest, groupsApi } from '../../../lib/api-client.ts';

/**
 * The organizer's WhatsApp, asked apart from the group: the group's answer may be read by any site
 * (the store's widget), this one by the group page's own origin only. It does not change, so it is
 * asked once per page.
 */
export function useOrganizerWhatsapp(linkId: string): string | undefined {
  const query = useQuery({
    queryKey: ['groups', linkId, 'organizer-contact'] as const,
    queryFn: ({ signal }) => apiRequest(groupsApi.organizerContact, { params: { linkId }, signal }),
    staleTime: Infinity,
    retry: 1,
  });
  return query.data?.creator_whatsapp;
}
