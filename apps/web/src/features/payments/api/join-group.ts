import type { JoinRequest, JoinResponse } from '@juntai/contract';
import { IDEMPOTENCY_KEY_HEADER } from '@juntai/contract/plain';
import { apiRequest, groupsApi } from '../../../lib/api-client.ts';
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
  return apiRequest(groupsApi.join, {
    params: { linkId },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey, ...(organizerProof ? organizerProofHeaders(organizerProof) : {}) },
    body,
  });
}
