import { DASHBOARD_SESSION_HEADER, ORGANIZER_TOKEN_HEADER } from '@juntai/contract/plain';

/**
 * How this browser proves it organizes a group: the token it kept at creation, or the Meus Grupos
 * session of the organizer's e-mailed link (another phone). The server accepts either for the
 * organizer's rescues (extend the deadline, pay a missing quota); only the token edits the list.
 */
export type OrganizerProof = { token: string } | { session: string };

export function organizerProofHeaders(proof: OrganizerProof): Record<string, string> {
  return 'token' in proof ? { [ORGANIZER_TOKEN_HEADER]: proof.token } : { [DASHBOARD_SESSION_HEADER]: proof.session };
}
