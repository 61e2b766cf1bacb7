import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * Test helpers: a real SMTP server on 127.0.0.1 (no TLS) that keeps what it receives, and the reading of
 * a received message's parts that tests assert.
 */
export interface Received {
  rcptTo: string[];
  raw: string;
}

/**
 * A real SMTP server on 127.0.0.1 (no TLS); addresses starting with "recusado" get a 550. A test may set
 * `beforeAccepting` to make the server take its time: the message is accepted when its promise settles.
 */
export async function startSmtpServer() {
  const received: Received[] = [];
  const slowness: { beforeAccepting?: () => Promise<void> } = {};
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('recusado')) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void (slowness.beforeAccepting?.() ?? Promise.resolve()).then(() => {
          received.push({ rcptTo: session.envelope.rcptTo.map((a) => a.address), raw: Buffer.concat(chunks).toString('latin1') });
          callback();
        });
      });
    },
  });
  // A client that dies mid-message (a test SIGKILLs a server while it sends) resets its connection; the
  // SMTP server reports that as an 'error' event, which would otherwise be an unhandled error in the test run.
  const connectionErrors: Error[] = [];
  server.on('error', (error) => connectionErrors.push(error));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    connectionErrors,
    port,
    set beforeAccepting(wait: (() => Promise<void>) | undefined) {
      slowness.beforeAccepting = wait;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Subject, To, From and the text/plain body (from a multipart/alternative too), decoded. */
export async function readMessage(raw: string) {
  // The sink keeps the bytes as latin1 text: turned back into those bytes, 8-bit bodies decode as sent.
  const mail = await simpleParser(Buffer.from(raw, 'latin1'));
  const to = Array.isArray(mail.to) ? mail.to.map((address) => address.text).join(', ') : mail.to?.text;
  return {
    subject: mail.subject ?? '',
    to: to ?? '',
    from: mail.from?.text ?? '',
    text: (mail.text || '').replace(/\r\n/g, '\n').trimEnd(),
  };
}
