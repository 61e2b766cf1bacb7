import { groupMessages, MAX_PAYER_TOKENS, PAYER_TOKEN_HEADER } from '@juntai/contract';
import { badRequest } from '../../errors.ts';
import { hashOrganizerToken, newOrganizerToken, parseOrganizerTokens } from './organizer-token.ts';

type Headers = Record<string, string | string[] | undefined>;

/**
 * The payer's secret: 32 random bytes, base64url, handed to the browser with a 201 join. It proves
 * "this browser paid this" as the organizer token proves "this browser created this group" (ADR 0006),
 * with the same shape and the same sha256-only storage, so the same helpers make and read it.
 */
export const newPayerToken = newOrganizerToken;
export const hashPayerToken = hashOrganizerToken;

/** The sha256 of each well-formed payer token of X-Payer-Token; junk is dropped, too many is a 400. */
export function payerTokenHashesOf(headers: Headers): string[] {
  const tokens = parseOrganizerTokens(headers[PAYER_TOKEN_HEADER]);
  if (tokens.length > MAX_PAYER_TOKENS) throw badRequest(groupMessages.tooManyPayerTokens, 'too_many_tokens');
  return tokens.map(hashPayerToken);
}
