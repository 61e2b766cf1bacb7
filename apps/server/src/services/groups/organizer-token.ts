import { randomBytes, timingSafeEqual } from 'node:crypto';
import { groupErrorCodes, groupMessages } from '@juntai/contract';
import type { GroupRow } from '../../db/schema.ts';
import { forbidden } from '../../errors.ts';
import { hashToken } from '../secret-tokens.ts';

/** A group's public id: 16 random bytes (128 bits), base64url, 22 characters. */
export function newLinkId(): string {
  return randomBytes(16).toString('base64url');
}

// The organizer's secret (services/secret-tokens.ts, shown once, only its hash stored) is base64url:
// anything else cannot be one, so it is dropped before hashing.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The tokens of an X-Organizer-Token or X-Payer-Token header: several may come comma-separated (a
 * browser that organises or paid into many groups; a repeated header arrives joined the same way),
 * blanks and junk dropped.
 */
export function parseTokenHeader(header: string | string[] | undefined): string[] {
  const joined = Array.isArray(header) ? header.join(',') : (header ?? '');
  return [...new Set(joined.split(',').map((t) => t.trim()).filter((t) => TOKEN_SHAPE.test(t)))];
}

/** Whether the header holds this group's token; hashes are compared in constant time. */
function isOrganizer(group: Pick<GroupRow, 'organizer_token_hash'>, header: string | string[] | undefined): boolean {
  const values = parseTokenHeader(header).slice(0, 50);
  const expected = Buffer.from(group.organizer_token_hash, 'hex');
  let found = false;
  for (const token of values) {
    const given = Buffer.from(hashToken(token), 'hex');
    if (given.length === expected.length && timingSafeEqual(given, expected)) found = true;
  }
  return found;
}

export function assertOrganizer(group: Pick<GroupRow, 'organizer_token_hash'>, header: string | string[] | undefined): void {
  if (!isOrganizer(group, header)) throw forbidden(groupMessages.organizerOnly, groupErrorCodes.forbidden);
}

/** Who the audit log names for an organizer's own action: they have no account, only the group's token. */
export const ORGANIZER_ACTOR = 'organizador';

/** Who asks: the organizer tokens they hold and, after the dashboard's e-mail proof, that e-mail (lower case). */
export interface OrganizerProof {
  tokenHeader: string | string[] | undefined;
  provedEmail: string | null;
}

/** Whether `proof` shows the group's organizer: one of its tokens, or its e-mail proven in Meus Grupos. */
export function isProvenOrganizer(group: Pick<GroupRow, 'organizer_token_hash' | 'creator_email'>, proof: OrganizerProof): boolean {
  const provedOwner = proof.provedEmail !== null && proof.provedEmail === group.creator_email.toLowerCase();
  return provedOwner || isOrganizer(group, proof.tokenHeader);
}
