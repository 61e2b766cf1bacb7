import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadEnv } from '../env.ts';
import { createTestDatabase, testEngine } from '../testing/test-database.ts';

/** Short deadlines, so a dripping client is cut off within a test's time (production: 10 s and 30 s). */
const timeouts = { headersMs: 300, requestMs: 600, keepAliveMs: 5_000, idleMs: 60_000, checkEveryMs: 50 };

/**
 * A client that sends `head` at once, then one byte of `drip` every 50 ms, as the attack did (a byte every
 * 20 s) in a test's time. Answers what the server wrote and how much of `drip` had gone when it closed.
 */
function drippingClient(port: number, head: string, drip: string): Promise<{ answer: string; sent: number }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    socket.on('data', (chunk: Buffer) => { answer += chunk.toString('latin1'); });
    socket.on('error', () => undefined); // a write after the server closed: the outcome is read on close
    socket.write(head);
    const timer = setInterval(() => {
      if (sent < drip.length && !socket.destroyed) socket.write(drip[sent++]!);
    }, 50);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, sent });
    });
  });
}

describe(`connections that drip on ${testEngine}`, () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    const database = await createTestDatabase();
    app = await buildApp({ database, env: loadEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }), timeouts });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
    afterAll(async () => {
      await app.close();
      await database.close();
    });
  });

  it('a client dripping its headers is answered 408 and closed before it is done', async () => {
    const headers = 'X-Lento: ' + 'a'.repeat(400) + '\r\n\r\n';
    const { answer, sent } = await drippingClient(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n', headers);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(sent).toBeLessThan(headers.length);
  });

  it('a client dripping its body is answered 408 and closed before it is done', async () => {
    const body = JSON.stringify({ email: 'lento@example.com', password: 'x'.repeat(400) });
    const head = `POST /api/admin/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { answer, sent } = await drippingClient(port, head, body);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(sent).toBeLessThan(body.length);
  });

  it('a client that sends its request at once is answered as usual', async () => {
    const { answer } = await drippingClient(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', '');
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  });
});
