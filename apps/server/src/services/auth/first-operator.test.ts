import { beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@juntai/contract';
import { ORIGIN } from '../../testing/merchant-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngine } from '../../testing/test-database.ts';
import { bootstrapOperator } from './first-operator.ts';

/** The setup link printed at boot while the installation has no operator. */
describe(`the first operator's setup link, on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  const tokenOf = (link: string | undefined) => new URL(link ?? 'http://x/').searchParams.get('setup') ?? '';
  const setUp = (token: string, email: string) => t.app.inject({
    method: 'POST', url: '/api/super-admin/setup', headers: { origin: ORIGIN },
    payload: { token, name: 'Operadora', email, password: 'senha-nova-boa-1' }, remoteAddress: '198.51.100.40',
  });

  it('works once, only the newest boot\'s link works, and no link is printed once an operator exists', async () => {
    const first = tokenOf((await bootstrapOperator(t.app.ctx)).setupLink);
    const second = tokenOf((await bootstrapOperator(t.app.ctx)).setupLink);
    expect(first).not.toBe('');
    expect(second).not.toBe(first);

    const stale = await setUp(first, 'antiga@example.com');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().detail).toBe(authMessages.invitationInvalid);

    expect((await setUp(second, 'op@example.com')).statusCode).toBe(201);
    expect((await setUp(second, 'outra@example.com')).json().detail).toBe(authMessages.invitationInvalid);
    expect(await bootstrapOperator(t.app.ctx)).toEqual({});
  });
});
