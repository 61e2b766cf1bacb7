import { beforeAll, describe, expect, it } from 'vitest';
import { createTestGroup } from '../services/groups/group-test-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

// Every route the API documents, hit with malformed path parameters and bodies: each answer must be a
// 4xx with a Portuguese `detail`, never a 5xx, a stack trace or SQL.
const junkParams = ['x', '0', '-1', "1' OR '1'='1", 'a'.repeat(300), 'b'.repeat(2000), '%', '%00', '%F0%9F%98%80', '9'.repeat(30)];
const junkBodies: unknown[] = [
  {}, [], null, 'texto', 42, true,
  { product_id: 'um', number_of_quotas: '2', creator_name: 7, creator_email: [], creator_whatsapp: {}, invited_participants: 'Ana' },
  { name: null, email: 1, whatsapp: false, payment_method: 'boleto', installments: 99 },
  { invited_participants: [null, 1, {}] },
  { email: 'x'.repeat(10_000) },
  { token: '../../etc/passwd' },
  { status: 'paid', payment_status: 'paid', __proto__: { admin: true } },
];

interface Operation { method: string; path: string }

describe(`bad input on every documented route (${testEngine})`, () => {
  let t: TestApp;
  let operations: Operation[];

  beforeAll(async () => {
    t = await createTestApp();
    const spec = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
    operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods).filter((m) => ['get', 'post', 'put', 'delete'].includes(m)).map((method) => ({ method: method.toUpperCase(), path })));
  });

  const fill = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);
  const expectClientError = (res: { statusCode: number; body: string; headers: Record<string, unknown> }, what: string) => {
    expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, what).toBeLessThan(500);
    if (String(res.headers['content-type']).includes('json')) {
      const detail = (JSON.parse(res.body) as { detail?: unknown }).detail;
      expect(typeof detail, what).toBe('string');
      expect(String(detail), what).not.toMatch(/\bselect\b|\binsert\b|stack|at .*\.ts:\d+/i);
    }
  };

  it('documents the API surface it checks', () => {
    expect(operations.length).toBeGreaterThan(15);
  });

  it('answers malformed path parameters with a 4xx', async () => {
    for (const op of operations.filter((o) => o.path.includes('{'))) {
      for (const value of junkParams) {
        const res = await t.app.inject({ method: op.method as 'GET', url: fill(op.path, value), payload: op.method === 'GET' || op.method === 'DELETE' ? undefined : {} });
        expectClientError(res, `${op.method} ${fill(op.path, value)}`);
      }
    }
  });

  it('answers malformed bodies with a 4xx', async () => {
    for (const op of operations.filter((o) => o.method === 'POST' || o.method === 'PUT')) {
      for (const body of junkBodies) {
        const res = await t.app.inject({
          method: op.method as 'POST', url: fill(op.path, 'AAAAAAAAAAAAAAAAAAAAAA'),
          headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body),
        });
        expectClientError(res, `${op.method} ${op.path} with ${JSON.stringify(body).slice(0, 80)}`);
      }
      const broken = await t.app.inject({ method: op.method as 'POST', url: fill(op.path, 'AAAAAAAAAAAAAAAAAAAAAA'), headers: { 'content-type': 'application/json' }, payload: '{"quebrado":' });
      expectClientError(broken, `${op.method} ${op.path} with broken JSON`);
    }
  });

  it('answers bad query strings with a 4xx or a normal answer, never a 5xx', async () => {
    for (const op of operations.filter((o) => o.method === 'GET' && !o.path.includes('{'))) {
      const res = await t.app.inject({ method: 'GET', url: `${op.path}?status=%%%&type[]=1&search=${'z'.repeat(5000)}&format=exe` });
      expect(res.statusCode, `GET ${op.path}`).toBeLessThan(500);
    }
  });
});

describe(`long names in paths (${testEngine})`, () => {
  it('removes a participant whose long accented name is longer than a URL segment usually is', async () => {
    const t = await createTestApp();
    const longName = 'Maria da Conceição Araújo Gonçalves Brandão Assunção Ribeiro'; // 60 characters
    const group = await createTestGroup(t, { quotas: 3, names: ['Ana Souza', longName, 'Convidado 2'] });
    const res = await t.app.inject({
      method: 'DELETE', url: `/api/groups/${group.linkId}/participants/${encodeURIComponent(longName)}`,
      headers: { 'x-organizer-token': group.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`${longName} removido do grupo`);
  });
});
