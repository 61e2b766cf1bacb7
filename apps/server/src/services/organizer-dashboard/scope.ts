import { DASHBOARD_SESSION_HEADER, dashboardMessages, MAX_ORGANIZER_TOKENS, ORGANIZER_TOKEN_HEADER } from '@juntai/contract';
import type { AppContext } from '../../context.ts';
import { findDashboardSessionEmail, type OrganizerScope } from '../../db/repositories/organizer-dashboard.ts';
import { AppError, badRequest } from '../../errors.ts';
import { hashOrganizerToken, parseOrganizerTokens } from '../groups/organizer-token.ts';
import { payerTokenHashesOf } from '../groups/payer-token.ts';
import { hashToken } from '../secret-tokens.ts';

type Headers = Record<string, string | string[] | undefined>;

const SESSION_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/** The organizer tokens of a request (see parseOrganizerTokens), at most MAX_ORGANIZER_TOKENS. */
export function organizerTokensOf(headers: Headers): string[] {
  const tokens = parseOrganizerTokens(headers[ORGANIZER_TOKEN_HEADER]);
  if (tokens.length > MAX_ORGANIZER_TOKENS) throw badRequest(dashboardMessages.tooManyTokens, 'too_many_tokens');
  return tokens;
}

export function dashboardSessionTokenOf(headers: Headers): string | undefined {
  const raw = headers[DASHBOARD_SESSION_HEADER];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value : undefined;
}

/**
 * What the request proves it organizes or paid into (X-Payer-Token, issue 24). An unknown or expired dashboard session is a 401 (code
 * `dashboard_session_invalid`) so the browser forgets it and asks again with its tokens only.
 */
export async function resolveOrganizerScope(ctx: AppContext, headers: Headers): Promise<OrganizerScope> {
  const tokenHashes = organizerTokensOf(headers).map(hashOrganizerToken);
  const session = dashboardSessionTokenOf(headers);
  let email: string | null = null;
  if (session) {
    const found = SESSION_SHAPE.test(session) ? await findDashboardSessionEmail(ctx.db, hashToken(session), ctx.clock.now()) : undefined;
    if (!found) throw new AppError('unauthorized', dashboardMessages.sessionInvalid, 'dashboard_session_invalid');
    email = found;
  }
  return { tokenHashes, payerTokenHashes: payerTokenHashesOf(headers), email };
}
