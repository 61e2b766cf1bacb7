import { apiRequest, groupsApi } from '../../../lib/api-client.ts';
import { type OrganizerProof, organizerProofHeaders } from '../../../lib/organizer-proof.ts';
import { useGroupChange } from './change-group.ts';

/** POST /api/groups/{linkId}/extend: the organizer moves the deadline once (ADR 0031); answers the group. */
export const useExtendDeadline = (linkId: string) => useGroupChange(linkId, ({ proof, hours }: { proof: OrganizerProof; hours: number }) =>
  apiRequest(groupsApi.extend, { params: { linkId }, headers: organizerProofHeaders(proof), body: { hours } }));
