import type { AppContext } from '../../context.ts';
import { claimPendingEmails, markEmailSent, recordEmailFailure, releaseEmailClaims } from '../../db/repositories/outbox.ts';
import { readGlobalSetting } from '../../db/repositories/global-settings.ts';
import { publicBaseUrl } from '../public-base-url.ts';
import { publicSettings } from '../public-settings.ts';
import { DEMO_NOTICE, isDemo } from '../../mode.ts';
import { composeEmail } from './compose.ts';
import { isPermanentFailure, type MailTransport } from './transport.ts';

/** After this many failed attempts an e-mail is marked failed and left alone (about two hours of retries). */
export const MAX_EMAIL_ATTEMPTS = 10;

/** What a dropped e-mail (its send_before come) records as its error. */
export const LAPSED = 'não enviado: passou a hora até a qual fazia sentido (send_before)';

/**
 * How long a claim keeps other senders off an e-mail: far longer than one SMTP exchange can take
 * (transport.ts gives up on a silent server after 30 s), so a live sender never loses its e-mails.
 */
export const EMAIL_CLAIM_SECONDS = 600;

export interface SendPendingOptions {
  /** E-mails claimed per statement. */
  batchSize?: number;
  maxAttempts?: number;
  /** Stops between e-mails (shutdown); what is not sent stays pending. */
  signal?: AbortSignal;
}

export interface SendReport {
  sent: number;
  /** Failed this time, will be tried again. */
  retrying: number;
  /** Failed for good. */
  failed: number;
}

/**
 * Delivers the e-mail outbox in queue order. Each batch is claimed in one short statement (a lease,
 * migration 0012), sent outside any transaction, and each e-mail marked as it goes: a slow SMTP server
 * holds no lock, nor PGlite's one session, so requests never wait on it. Two senders running at once
 * never take the same e-mail. If the process dies between the server's acceptance and the mark, the
 * claim lapses and that e-mail goes again: delivery is at least once, never silently lost.
 */
export async function sendPendingEmails(ctx: AppContext, transport: MailTransport, options: SendPendingOptions = {}): Promise<SendReport> {
  const batchSize = options.batchSize ?? 10;
  const maxAttempts = options.maxAttempts ?? MAX_EMAIL_ATTEMPTS;
  const report: SendReport = { sent: 0, retrying: 0, failed: 0 };
  let afterId = 0;
  // Read once per run: every e-mail of this run goes out in the operator's current name.
  const settings = await publicSettings(ctx);
  const appBaseUrl = ctx.env.PUBLIC_BASE_URL ? undefined : (await readGlobalSetting(ctx.db, 'app_base_url'));
  const brand = {
    platformName: settings.platform_name, supportEmail: settings.support_email,
    links: typeof appBaseUrl === 'string' && appBaseUrl.trim() ? { from: publicBaseUrl(ctx), to: appBaseUrl.trim().replace(/\/+$/, '') } : undefined,
    demoNotice: isDemo(ctx.env) ? DEMO_NOTICE : undefined,
  };
  while (!options.signal?.aborted) {
    const claimedAt = ctx.clock.elapsedMs();
    const rows = await claimPendingEmails(ctx.db, { limit: batchSize, afterId, leaseSeconds: EMAIL_CLAIM_SECONDS });
    for (const [index, row] of rows.entries()) {
      // Stopping, or half the lease gone (a very slow server): the rest goes back for the next run, while
      // the claim still keeps other senders off them.
      if (options.signal?.aborted || ctx.clock.elapsedMs() - claimedAt > (EMAIL_CLAIM_SECONDS * 1000) / 2) {
        await releaseEmailClaims(ctx.db, rows.slice(index).map((r) => r.id));
        return report;
      }
      afterId = row.id;
      // Its time is over (a reminder whose deadline is too close, or past): never delivered late.
      if (row.send_before && row.send_before.getTime() <= ctx.clock.now().getTime()) {
        await recordEmailFailure(ctx.db, row.id, LAPSED, true);
        report.failed += 1;
        continue;
      }
      // Composed inside the promise: an e-mail that cannot be rendered counts as a failed attempt.
      const refusal = await Promise.resolve()
        .then(() => transport.send({ outboxId: row.id, to: row.to_address, ...composeEmail(row, brand) }))
        .then(() => undefined, (error: unknown) => error ?? new Error('falha sem detalhe'));
      if (refusal === undefined) {
        // A failure to mark it propagates: the claim lapses and the e-mail goes again (at least once).
        await markEmailSent(ctx.db, row.id, ctx.clock.now());
        report.sent += 1;
        continue;
      }
      const giveUp = isPermanentFailure(refusal) || row.attempts + 1 >= maxAttempts;
      const reason = describe(refusal);
      await recordEmailFailure(ctx.db, row.id, reason, giveUp);
      // Said once per attempt, with what someone needs to act: the outbox row, its attempt, the SMTP
      // server's reason and the request that queued it.
      const facts = { emailId: row.id, attempt: row.attempts + 1, reason, ...(row.request_id ? { reqId: row.request_id } : {}) };
      if (giveUp) {
        ctx.log.error({ ...facts, kind: 'email' }, 'e-mail given up: it will not be sent');
        report.failed += 1;
      } else {
        ctx.log.warn({ ...facts, kind: 'email', maxAttempts }, 'e-mail not sent, will retry');
        report.retrying += 1;
      }
    }
    if (rows.length < batchSize) break;
  }
  return report;
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1000);
}
