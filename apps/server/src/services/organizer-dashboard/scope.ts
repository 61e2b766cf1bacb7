import {
  DASHBOARD_SESSION_HEADER, dashboardMessages, groupMessages, MAX_ORGANIZER_TOKENS, MAX_PAYER_TOKENS, ORGANIZER_TOKEN_HEADER, PAYER_TOKEN_HEADER,
} from '@juntai/contract';
import type { AppContext } from '../../context.ts';
import { findDashboardSessionEmail, type OrganizerScope } from '../../db/repositories/organizer-dashboard.ts';
import { AppError, badRequest } from '../../errors.ts';
import { parseTokenHeader } from '../groups/organizer-token.ts';
import { hashToken } from '../secret-tokens.ts';

type Headers = Record<string, string | string[] | undefined>;

const SESSION_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/** The sha256 of each well-formed token of a header (parseTokenHeader); junk is dropped, more than `max` is a 400. */
function tokenHashesOf(header: string | string[] | undefined, max: number, tooMany: string): string[] {
  const tokens = parseTokenHeader(header);
  if (tokens.length > max) throw badRequest(tooMany, 'too_many_tokens');
  return tokens.map(hashToken);
}

/**
 * The payer tokens of X-Payer-Token, as their hashes. A payer's token proves "this browser
 * paid this" as the organizer token proves "this browser created this group" (ADR 0006): the same
 * shape, made and stored the same way (services/secret-tokens.ts).
 */
export function payerTokenHashesOf(headers: Headers): string[] {
  return tokenHashesOf(headers[PAYER_TOKEN_HEADER], MAX_PAYER_TOKENS, groupMessages.tooManyPayerTokens);
}

export function dashboardSessionTokenOf(headers: Headers): string | undefined {
  const raw = headers[DASHBOARD_SESSION_HEADER];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value : undefined;
}

/**
 * What the request proves it organizes or paid into (X-Payer-Token). An unknown or expired dashboard session is a 401 (code
 * `dashboard_session_invalid`) so the browser forgets it and asks again with its tokens only.
 */
export async function resolveOrganizerScope(ctx: AppContext, headers: Headers): Promise<OrganizerScope> {
  const tokenHashes = tokenHashesOf(headers[ORGANIZER_TOKEN_HEADER], MAX_ORGANIZER_TOKENS, dashboardMessages.tooManyTokens);
  const session = dashboardSessionTokenOf(headers);
  let email: string | null = null;
  if (session) {
    const found = SESSION_SHAPE.test(session) ? await findDashboardSessionEmail(ctx.db, hashToken(session), ctx.clock.now()) : undefined;
    if (!found) throw new AppError('unauthorized', dashboardMessages.sessionInvalid, 'dashboard_session_invalid');
    email = found;
  }
  return { tokenHashes, payerTokenHashes: payerTokenHashesOf(headers), email };
}
