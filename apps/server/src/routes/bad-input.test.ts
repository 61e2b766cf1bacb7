import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../services/auth/first-operator.ts';
import { createTestGroup } from '../testing/group-helpers.ts';
import { signUpMerchant } from '../testing/merchant-helpers.ts';
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
  // Each request goes out as a stranger, a merchant and an operator, so the checks behind the
  // session checks are swept too.
  let identities: Array<Record<string, string>>;

  beforeAll(async () => {
    t = await createTestApp();
    const merchant = await signUpMerchant(t);
    await createOperator(t.app.ctx, { email: 'operador-sweep@example.com', name: 'Operador', password: 'operador-sweep-1' });
    const login = await t.app.inject({ method: 'POST', url: '/api/super-admin/login', payload: { email: 'operador-sweep@example.com', password: 'operador-sweep-1' } });
    identities = [{}, { authorization: `Bearer ${merchant.token}` }, { authorization: `Bearer ${login.json().token}` }];
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
        for (const headers of identities) {
          const res = await t.app.inject({ method: op.method as 'GET', url: fill(op.path, value), headers, payload: op.method === 'GET' || op.method === 'DELETE' ? undefined : {} });
          expectClientError(res, `${op.method} ${fill(op.path, value)}`);
        }
      }
    }
  });

  it('answers malformed bodies with a 4xx', async () => {
    // Logout takes no body and rightly succeeds (ending the sweep's sessions): it is not swept.
    for (const op of operations.filter((o) => (o.method === 'POST' || o.method === 'PUT') && !o.path.endsWith('/logout'))) {
      for (const body of junkBodies) {
        for (const headers of identities) {
          const res = await t.app.inject({
            method: op.method as 'POST', url: fill(op.path, 'AAAAAAAAAAAAAAAAAAAAAA'),
            headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body),
          });
          expectClientError(res, `${op.method} ${op.path} with ${JSON.stringify(body).slice(0, 80)}`);
        }
      }
      const broken = await t.app.inject({ method: op.method as 'POST', url: fill(op.path, 'AAAAAAAAAAAAAAAAAAAAAA'), headers: { 'content-type': 'application/json' }, payload: '{"quebrado":' });
      expectClientError(broken, `${op.method} ${op.path} with broken JSON`);
    }
  });

  it('answers bad query strings with a 4xx or a normal answer, never a 5xx', async () => {
    for (const op of operations.filter((o) => o.method === 'GET' && !o.path.includes('{'))) {
      for (const headers of identities) {
        for (const query of ['status=%%%&type[]=1&search=' + 'z'.repeat(5000) + '&format=exe', 'period=2026-99&page=-1&limit=0&cursor=!!', 'cursor=QUFB&limit=1e9&store_id=..']) {
          const res = await t.app.inject({ method: 'GET', url: `${op.path}?${query}`, headers });
          expect(res.statusCode, `GET ${op.path}?${query.slice(0, 40)}`).toBeLessThan(500);
        }
      }
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
