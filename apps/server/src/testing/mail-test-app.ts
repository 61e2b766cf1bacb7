import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createMailTransport, type MailTransport } from '../services/email/transport.ts';
import { fakeLogger } from './fake-logger.ts';
import { startSmtpServer } from './smtp-sink.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export type SmtpSink = Awaited<ReturnType<typeof startSmtpServer>>;

export interface MailTestApp {
  t: TestApp;
  smtp: SmtpSink;
  transport: MailTransport;
  /** The variables that send through `smtp`, for a second app on the same database. */
  env: Record<string, string>;
}

/**
 * For the describe block it is called in: a real SMTP server, an app that sends to it and a transport,
 * started before its tests and closed after them; before each test, the outbox and the server's mailbox
 * are emptied. The fields are set once the block's `beforeAll` hooks have run.
 */
export function useMailTestApp(options: { env?: Record<string, string>; live?: boolean } = {}): MailTestApp {
  const mail = {} as MailTestApp;
  beforeAll(async () => {
    mail.smtp = await startSmtpServer();
    mail.env = { SMTP_URL: `smtp://127.0.0.1:${mail.smtp.port}/?ignoreTLS=true`, MAIL_FROM: 'Juntaí <nao-responda@juntai.test>', ...options.env };
    mail.t = await createTestApp({ live: options.live, env: mail.env });
    mail.transport = createMailTransport(mail.t.env, fakeLogger());
  });
  afterAll(async () => {
    mail.transport.close();
    await mail.smtp.close();
  });
  beforeEach(async () => {
    await mail.t.database.db.deleteFrom('email_outbox').execute();
    mail.smtp.received.length = 0;
  });
  return mail;
}
