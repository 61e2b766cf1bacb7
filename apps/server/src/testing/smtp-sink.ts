import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * Test helpers: a real SMTP server on 127.0.0.1 (no TLS) that keeps what it receives, and a small MIME
 * reader, enough for what nodemailer writes (RFC 2047 words, quoted-printable and base64 bodies).
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

// ── A small MIME reader, enough for what nodemailer writes (RFC 2047 words, QP and base64 bodies) ──
const bytesToUtf8 = (bytes: number[]) => Buffer.from(bytes).toString('utf8');

function decodeQuotedPrintable(text: string, underscoreIsSpace = false): string {
  const source = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < source.length; i++) {
    const char = source[i] as string;
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(source.slice(i + 1, i + 3))) {
      bytes.push(parseInt(source.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (char === '_' && underscoreIsSpace) {
      bytes.push(0x20);
    } else {
      bytes.push(source.charCodeAt(i));
    }
  }
  return bytesToUtf8(bytes);
}

function decodeHeaderValue(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text, true));
}

interface MimePart {
  headers: Record<string, string>;
  body: string;
}

function parsePart(raw: string): MimePart {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(split + 4) };
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return Buffer.from(part.body, 'latin1').toString('utf8');
}

/** Subject, To and the text/plain body (from a multipart/alternative too), decoded. */
export function readMessage(raw: string) {
  const message = parsePart(raw);
  let textPart = message;
  const boundary = /boundary="?([^";]+)"?/.exec(message.headers['content-type'] ?? '')?.[1];
  if (boundary) {
    const parts = message.body.split(`--${boundary}`).slice(1, -1).map((p) => parsePart(p.replace(/^\r\n/, '')));
    textPart = parts.find((p) => (p.headers['content-type'] ?? '').startsWith('text/plain')) ?? message;
  }
  return {
    subject: decodeHeaderValue(message.headers.subject ?? ''),
    to: decodeHeaderValue(message.headers.to ?? ''),
    from: decodeHeaderValue(message.headers.from ?? ''),
    text: decodeBody(textPart).replace(/\r\n/g, '\n').trimEnd(),
  };
}
