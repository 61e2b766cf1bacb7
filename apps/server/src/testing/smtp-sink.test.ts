import { connect } from 'node:net';
import { expect, it } from 'vitest';
import { startSmtpServer } from './smtp-sink.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A server process killed while it sends an e-mail resets its SMTP connection mid-message; the sink must
// take that as the test intends it, not as an unhandled error that fails the whole run.
it('keeps a client reset in the middle of a message as a connection error', async () => {
  const smtp = await startSmtpServer();
  try {
    const socket = connect(smtp.port, '127.0.0.1');
    const said = (text: string) => new Promise<void>((resolve) => {
      const onData = (chunk: Buffer) => {
        if (String(chunk).includes(text)) { socket.off('data', onData); resolve(); }
      };
      socket.on('data', onData);
    });
    await said('220');
    socket.write('EHLO crash-test\r\n');
    await said('250 ');
    socket.write('MAIL FROM:<juntai@example.com>\r\n');
    await said('250');
    socket.resetAndDestroy();
    for (let i = 0; i < 50 && smtp.connectionErrors.length === 0; i++) await sleep(20);
    expect(smtp.connectionErrors.map((e) => (e as NodeJS.ErrnoException).code)).toEqual(['ECONNRESET']);
    expect(smtp.received).toEqual([]);
  } finally {
    await smtp.close();
  }
});
