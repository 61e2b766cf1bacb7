import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Env } from '../../env.ts';
import type { InlineAttachment } from './branding.ts';

export interface OutgoingMessage {
  /** The e-mail's row in email_outbox, named in logs instead of its recipient. */
  outboxId?: number;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Images the HTML part shows by content id (a PIX's QR code). */
  attachments?: InlineAttachment[];
}

/** Where the outbox delivers: an SMTP server, or (without SMTP_URL) the log. */
export interface MailTransport {
  readonly kind: 'smtp' | 'log';
  /** Resolves once the server accepted the message; rejects with the reason otherwise. */
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
}

// Nodemailer waits up to two minutes by default; a job run should not hang that long on a dead server.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * SMTP when SMTP_URL is set (options can ride in its query string, e.g. `?ignoreTLS=true`);
 * otherwise a development transport that only logs the e-mail's outbox id: the e-mail stays in the
 * email_outbox table, where a developer reads it. Neither recipient nor subject (it may carry a name)
 * goes to the log, which more people read than the database.
 */
export function createMailTransport(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>, log: FastifyBaseLogger): MailTransport {
  if (!env.SMTP_URL) {
    return {
      kind: 'log',
      send: async (message) => {
        log.info({ outbox_id: message.outboxId }, 'e-mail kept in the local outbox (SMTP_URL not set)');
      },
      close: () => undefined,
    };
  }
  // The URL's own settings win over the timeouts (SMTPTransport merges them in that order).
  const transporter = nodemailer.createTransport(new SMTPTransport({ ...SMTP_TIMEOUTS, url: env.SMTP_URL }));
  return {
    kind: 'smtp',
    send: async (message) => {
      await transporter.sendMail({
        from: env.MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.html && message.attachments?.length ? { attachments: message.attachments } : {}),
      });
    },
    close: () => transporter.close(),
  };
}

/** A refusal the server will repeat (5xx: unknown mailbox, rejected content): no point retrying. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
