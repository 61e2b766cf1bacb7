import type { AppContext } from '../../context.ts';
import { lockPendingEmails, markEmailSent, recordEmailFailure } from '../../db/repositories/outbox.ts';
import { readGlobalSetting } from '../../db/repositories/global-settings.ts';
import { publicBaseUrl } from '../dashboard/access-link.ts';
import { publicSettings } from '../public-settings.ts';
import { brandEmail } from './branding.ts';
import { isPermanentFailure, type MailTransport } from './transport.ts';

/** After this many failed attempts an e-mail is marked failed and left alone (about two hours of retries). */
export const MAX_EMAIL_ATTEMPTS = 10;

export interface SendPendingOptions {
  /**
   * Rows locked and sent per transaction. On PGlite every query waits while a transaction is open
   * (one connection), so there it defaults to 1 to keep requests flowing during an SMTP exchange.
   */
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
 * Delivers the e-mail outbox in queue order. Each batch is locked with FOR UPDATE SKIP LOCKED and
 * marked in the same transaction that sends it, so two senders running at once never send a row
 * twice. If the process dies between the server's acceptance and the commit, that e-mail goes again
 * on the next run: delivery is at least once, never silently lost.
 */
export async function sendPendingEmails(ctx: AppContext, transport: MailTransport, options: SendPendingOptions = {}): Promise<SendReport> {
  const batchSize = options.batchSize ?? (ctx.database.engine === 'pglite' ? 1 : 10);
  const maxAttempts = options.maxAttempts ?? MAX_EMAIL_ATTEMPTS;
  const report: SendReport = { sent: 0, retrying: 0, failed: 0 };
  let afterId = 0;
  // Read once per run: every e-mail of this run goes out in the operator's current name.
  const settings = await publicSettings(ctx);
  const appBaseUrl = ctx.env.PUBLIC_BASE_URL ? undefined : (await readGlobalSetting(ctx.db, 'app_base_url'));
  const brand = {
    platformName: settings.platform_name, supportEmail: settings.support_email,
    links: typeof appBaseUrl === 'string' && appBaseUrl.trim() ? { from: publicBaseUrl(ctx), to: appBaseUrl.trim().replace(/\/+$/, '') } : undefined,
  };
  for (;;) {
    if (options.signal?.aborted) break;
    const taken = await ctx.db.transaction().execute(async (trx) => {
      const rows = await lockPendingEmails(trx, { limit: batchSize, afterId });
      for (const row of rows) {
        afterId = row.id;
        if (options.signal?.aborted) break;
        try {
          await transport.send({ to: row.to_address, ...brandEmail({ subject: row.subject, text: row.text_body, html: row.html_body }, brand) });
          await markEmailSent(trx, row.id, ctx.clock.now());
          report.sent += 1;
        } catch (error) {
          const giveUp = isPermanentFailure(error) || row.attempts + 1 >= maxAttempts;
          await recordEmailFailure(trx, row.id, describe(error), giveUp);
          if (giveUp) report.failed += 1;
          else report.retrying += 1;
        }
      }
      return rows.length;
    });
    if (taken < batchSize) break;
  }
  return report;
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1000);
}
