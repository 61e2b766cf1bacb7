import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';
import { createTestGroup, HOUR, joinBody } from '../testing/group-helpers.ts';
import { operatorHeaders } from '../testing/merchant-helpers.ts';

/**
 * Card testing is stopped per client, not per group: five declined card joins in an hour
 * from one address, or for one payer e-mail, in any groups, shut card joins from either for an hour.
 * On PostgreSQL the joins go alternately to two app instances sharing the database.
 */
describe(`card declines counted per client and per e-mail on ${testEngine}`, () => {
  let t: TestApp;
  let apps: TestApp['app'][];
  beforeAll(async () => {
    t = await createTestApp();
    apps = [t.app];
    if (testEngine === 'postgres') apps.push((await createTestApp({ database: t.database, clock: t.clock })).app);
  });

  const cardJoin = async (i: number, remoteAddress: string, email: string) => {
    const { linkId } = await createTestGroup(t);
    return apps[i % apps.length]!.inject({
      method: 'POST', url: `/api/groups/${linkId}/join`, payload: joinBody('Convidado 1', { email }), remoteAddress,
    });
  };
  const blocked = /^Muitos cartões recusados a partir desta conexão ou para este e-mail\. Pagamentos com cartão estão bloqueados até \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}; você ainda pode pagar com PIX\.$/;

  it('the 6th card join from an address after 5 declines in different groups is a 429 for an hour; PIX stays open', async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < 5; i += 1) expect((await cardJoin(i, address, `recusado@loja${i}.example`)).statusCode).toBe(402);
    const sixth = await cardJoin(5, address, 'pessoa.boa@example.com');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'rate_limited' });
    expect(sixth.json().detail).toMatch(blocked);
    expect(Number(sixth.headers['retry-after'])).toBe(3600);
    // PIX asks no bank to authorise anything: still open from that address.
    const { linkId } = await createTestGroup(t);
    const pix = await t.app.inject({ method: 'POST', url: `/api/groups/${linkId}/join`, payload: joinBody('Convidado 1', { method: 'pix' }), remoteAddress: address });
    expect(pix.statusCode).toBe(201);
    // Another address is not held back.
    expect((await cardJoin(6, '198.51.100.8', 'pessoa.boa@example.com')).statusCode).toBe(201);

    t.clock.advance(HOUR - 60_000);
    expect((await cardJoin(7, address, 'pessoa.boa@example.com')).statusCode).toBe(429);
    t.clock.advance(60_000);
    expect((await cardJoin(8, address, 'pessoa.boa@example.com')).statusCode).toBe(201);
  });

  it('the same e-mail, however typed, from another address is a 429 too, until an hour has passed', async () => {
    for (let i = 0; i < 5; i += 1) expect((await cardJoin(i, `192.0.2.${10 + i}`, 'recusado@mesma.example')).statusCode).toBe(402);
    const other = await cardJoin(5, '192.0.2.99', 'RECUSADO@Mesma.Example');
    expect(other.statusCode).toBe(429);
    expect(other.json().detail).toMatch(blocked);
    t.clock.advance(HOUR);
    // Open again: the card reaches the provider (this test card is declined there).
    expect((await cardJoin(6, '192.0.2.99', 'recusado@mesma.example')).statusCode).toBe(402);
  });

  it('four declines in an hour leave card joins open', async () => {
    const address = '198.51.100.40';
    for (let i = 0; i < 4; i += 1) expect((await cardJoin(i, address, `recusado@quatro${i}.example`)).statusCode).toBe(402);
    expect((await cardJoin(4, address, 'outra.pessoa@example.com')).statusCode).toBe(201);
  });

  it('shows the operator the last day\'s decline rate', async () => {
    const headers = await operatorHeaders(t, 'operador@juntai.test', 'senha-do-operador-1');
    const before = (await t.app.inject({ url: '/api/super-admin/status', headers })).json().card_declines;
    expect((await cardJoin(0, '203.0.113.200', 'recusado@taxa.example')).statusCode).toBe(402);
    expect((await cardJoin(1, '203.0.113.201', 'aprovado@taxa.example')).statusCode).toBe(201);
    const after = (await t.app.inject({ url: '/api/super-admin/status', headers })).json().card_declines;
    expect(after.attempts_24h).toBe(before.attempts_24h + 2);
    expect(after.declines_24h).toBe(before.declines_24h + 1);
    expect(after.decline_rate).toBeCloseTo(after.declines_24h / after.attempts_24h, 10);
    t.clock.advance(25 * HOUR);
    expect((await t.app.inject({ url: '/api/super-admin/status', headers })).json().card_declines).toEqual({ attempts_24h: 0, declines_24h: 0, decline_rate: null });
  });
});
