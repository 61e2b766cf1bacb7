import { normalizeEmail } from '@juntai/domain';
import { dashboardMessages } from '@juntai/contract';
import type { AppContext } from '../../context.ts';
import {
  consumeOrganizerProof, deleteDashboardSession, deleteExpiredDashboardSessions, deleteStaleOrganizerProofs, findOrganizerProof,
  hasGroupsForEmail, insertDashboardSession, insertOrganizerProof,
} from '../../db/repositories/organizer-dashboard.ts';
import { AppError, badRequest } from '../../errors.ts';
import { accessLinkContent } from '../email/kinds/access-link.ts';
import { emailOf } from '../email/outbox.ts';
import { enqueueGroupEmails } from '../email/recipient-caps.ts';
import { ACCESS_LINK_KEY_PREFIX } from '../abuse/limits.ts';
import { publicBaseUrl } from '../public-base-url.ts';
import { hashToken, newSecretToken } from '../secret-tokens.ts';

export const ACCESS_LINK_TTL_MS = 30 * 60_000;
export const DASHBOARD_SESSION_TTL_MS = 30 * 24 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

export function accessLinkUrl(ctx: AppContext, token: string): string {
  return `${publicBaseUrl(ctx)}/dashboard?acesso=${encodeURIComponent(token)}`;
}

/**
 * "Ver meus grupos de outro aparelho": e-mails a one-time link (30 minutes) to an e-mail that organized or paid into a group.
 * The caller always answers the same neutral message; a link is only sent when the e-mail organizes
 * at least one group, so nobody can use the form to mail strangers.
 */
export async function requestAccessLink(ctx: AppContext, rawEmail: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await deleteStaleOrganizerProofs(trx, new Date(now.getTime() - DAY_MS));
    if (!(await hasGroupsForEmail(trx, email))) return;
    const token = newSecretToken();
    const tokenHash = hashToken(token);
    await insertOrganizerProof(trx, { tokenHash, email, expiresAt: new Date(now.getTime() + ACCESS_LINK_TTL_MS), now });
    // Within the access links' own cap per recipient (recipient-caps.ts); the key names the kind, once per link.
    await enqueueGroupEmails(trx, [emailOf(email, accessLinkContent(accessLinkUrl(ctx, token)), `${ACCESS_LINK_KEY_PREFIX}${tokenHash}`)]);
  });
}

export interface DashboardSession {
  sessionToken: string;
  email: string;
  expiresAt: Date;
}

/** Trades a one-time link for a dashboard session (30 days) bound to the proved e-mail. */
export async function verifyAccessLink(ctx: AppContext, token: string): Promise<DashboardSession> {
  const now = ctx.clock.now();
  const tokenHash = hashToken(token);
  return ctx.db.transaction().execute(async (trx) => {
    const email = await consumeOrganizerProof(trx, tokenHash, now);
    if (!email) {
      const proof = await findOrganizerProof(trx, tokenHash);
      if (!proof) throw badRequest(dashboardMessages.accessLinkInvalid, 'access_link_invalid');
      if (proof.used_at) throw new AppError('gone', dashboardMessages.accessLinkUsed, 'access_link_used');
      throw new AppError('gone', dashboardMessages.accessLinkExpired, 'access_link_expired');
    }
    await deleteExpiredDashboardSessions(trx, now);
    const sessionToken = newSecretToken();
    const expiresAt = new Date(now.getTime() + DASHBOARD_SESSION_TTL_MS);
    await insertDashboardSession(trx, { tokenHash: hashToken(sessionToken), email, expiresAt, now });
    return { sessionToken, email, expiresAt };
  });
}

/** "Sair": this browser stops seeing the e-mail's groups (its organizer tokens still work). */
export async function endDashboardSession(ctx: AppContext, sessionToken: string): Promise<void> {
  await deleteDashboardSession(ctx.db, hashToken(sessionToken));
}
