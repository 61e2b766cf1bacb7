import { executionAsyncId } from 'node:async_hooks';
import { once } from 'node:events';
import { connect } from 'node:net';
import { closedPort } from '../testing/closed-port.ts';
import { describe, expect, it, vi } from 'vitest';
import { createMailTransport } from '../services/email/transport.ts';
import { sendPendingEmails } from '../services/email/sender.ts';
import { fakeLogger } from '../testing/fake-logger.ts';
import { LEVEL, logLines } from '../testing/log-lines.ts';
import { ORIGIN, signUpMerchant } from '../testing/merchant-helpers.ts';
import { createTestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe(`request ids on ${testEngine}`, async () => {
  const log = logLines();
  const t = await createTestApp({ env: { LOG_LEVEL: 'debug' }, logStream: log.stream });

  it('takes a sane X-Request-Id, echoes it, and writes it on every log line of the request', async () => {
    log.clear();
    const res = await t.app.inject({ url: '/api/products', headers: { 'x-request-id': 'proxy-7f3a.19:2_B' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('proxy-7f3a.19:2_B');
    const lines = log.lines.filter((line) => line.reqId === 'proxy-7f3a.19:2_B');
    expect(lines.map((line) => line.msg)).toContain('request completed');
    // No line of the request without it.
    expect(log.lines.filter((line) => line.msg === 'request completed' && line.reqId !== 'proxy-7f3a.19:2_B')).toEqual([]);
  });

  it('makes a new UUID for an absent, overlong or unsafe id, a different one per request', async () => {
    const given = [undefined, 'a'.repeat(129), 'dois ids', '<script>', 'ação', ''];
    const echoed: string[] = [];
    for (const id of given) {
      const res = await t.app.inject({ url: '/api/products', headers: id === undefined ? {} : { 'x-request-id': id } });
      echoed.push(String(res.headers['x-request-id']));
    }
    for (const id of echoed) expect(id).toMatch(UUID);
    expect(new Set(echoed).size).toBe(given.length);
    const longest = await t.app.inject({ url: '/api/products', headers: { 'x-request-id': 'b'.repeat(128) } });
    expect(longest.headers['x-request-id']).toBe('b'.repeat(128));
  });

  it('echoes it on refusals too: a 404, a bad body, a malformed address', async () => {
    const headers = { 'x-request-id': 'refusal-1' };
    const answers = await Promise.all([
      t.app.inject({ url: '/api/nao-existe', headers }),
      t.app.inject({ method: 'POST', url: '/api/admin/login', headers: { ...headers, origin: ORIGIN, 'content-type': 'application/json' }, payload: '{"email":' }),
      t.app.inject({ url: '/api/groups/%E0%A4%A', headers }),
    ]);
    expect(answers.map((res) => [res.statusCode, res.headers['x-request-id']])).toEqual([[404, 'refusal-1'], [400, 'refusal-1'], [400, 'refusal-1']]);
  });

  it('leaves no async hook on once the writes are answered (ADR 0035), and none at all for reads', async () => {
    // Node numbers a promise continuation's context only while some async hook tracks promises.
    const tracking = async () => {
      await null;
      return executionAsyncId() !== 0;
    };
    expect(await tracking()).toBe(false);
    await Promise.all([t.app.inject('/api/products'), t.app.inject('/api/health')]);
    expect(await tracking()).toBe(false);
    const writes = await Promise.all(['a', 'b'].map((n) => t.app.inject({
      method: 'POST', url: '/api/admin/login', headers: { origin: ORIGIN }, payload: { email: `ninguem-${n}@example.com`, password: 'nao-confere-9' },
    })));
    expect(writes.map((res) => res.statusCode)).toEqual([401, 401]);
    expect(await tracking()).toBe(false);
  });

  it('leaves no async hook on after a write whose client went away before its body arrived', async () => {
    const tracking = async () => {
      await null;
      return executionAsyncId() !== 0;
    };
    const app = await createTestApp({ database: t.database });
    const base = new URL(await app.app.listen({ port: 0, host: '127.0.0.1' }));
    const socket = connect(Number(base.port), base.hostname);
    await once(socket, 'connect');
    socket.write(`POST /api/admin/login HTTP/1.1\r\nHost: ${base.host}\r\nOrigin: ${ORIGIN}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":`);
    // The server has the request (its scope is entered) before the client gives up.
    await vi.waitFor(async () => expect(await tracking()).toBe(true));
    socket.destroy();
    await vi.waitFor(async () => expect(await tracking()).toBe(false));
    await app.app.close();
  });

  it('answers over a socket (GET /api/health) echo it as well', async () => {
    const app = await createTestApp({ database: t.database });
    const base = await app.app.listen({ port: 0, host: '127.0.0.1' });
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${base}/api/health`, { headers: { 'x-request-id': `socket-${i}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toBe(`socket-${i}`);
    }
    expect((await fetch(`${base}/api/health`)).headers.get('x-request-id')).toMatch(UUID);
  });

  it('goes with the e-mail the request queued, into the log line of its failed delivery', async () => {
    const merchant = await signUpMerchant(t);
    await t.database.db.deleteFrom('email_outbox').execute();
    const res = await t.app.inject({
      method: 'POST', url: '/api/admin/forgot-password', headers: { origin: ORIGIN, 'x-request-id': 'esqueci-senha-42' }, payload: { email: merchant.email },
    });
    expect(res.statusCode).toBeLessThan(300);
    const [queued] = await t.database.db.selectFrom('email_outbox').select(['id', 'request_id']).execute();
    expect(queued?.request_id).toBe('esqueci-senha-42');

    log.clear();
    const down = createMailTransport({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, MAIL_FROM: t.env.MAIL_FROM }, fakeLogger());
    await sendPendingEmails(t.app.ctx, down);
    down.close();
    const warned = log.lines.filter((line) => line.level === LEVEL.warn);
    expect(warned).toEqual([expect.objectContaining({ reqId: 'esqueci-senha-42', emailId: queued!.id, attempt: 1, reason: expect.stringMatching(/ECONNREFUSED|connect/i) })]);
  });
});
