import type { JoinRequest, JoinResponse, joinResponseSchema } from '@juntai/contract';
import { IDEMPOTENCY_KEY_HEADER } from '@juntai/contract/plain';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { type OrganizerProof, organizerProofHeaders } from '../../../lib/organizer-proof.ts';

export interface JoinGroupInput {
  linkId: string;
  body: JoinRequest;
  /** The same key for a retried submission, so the server charges once. */
  idempotencyKey: string;
  /** The organizer's proof, when they pay someone else's quota (to rescue a group short of payers). */
  organizerProof?: OrganizerProof | undefined;
}

export function joinGroup({ linkId, body, idempotencyKey, organizerProof }: JoinGroupInput): Promise<JoinResponse> {
  return apiRequest<Answer<typeof joinResponseSchema>>(`/api/groups/${encodeURIComponent(linkId)}/join`, {
    method: 'POST',
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey, ...(organizerProof ? organizerProofHeaders(organizerProof) : {}) },
    body,
  });
}
