import { createHash, randomBytes } from 'node:crypto';
import { dashboardGroupListSchema } from '@juntai/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

const HOUR = 3_600_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

interface Made { linkId: string; token: string }

describe(`dashboard API (Meus Grupos) on ${testEngine}`, () => {
  let t: TestApp;
  let productId: number;
  let priceCents: number;
  let ip = 0;
  // Each access-link call comes from its own address unless a test wants the rate limit.
  const nextIp = () => `10.1.0.${++ip}`;

  /** A group created through POST /api/groups, as a browser would; the answer carries the organizer token once. */
  async function makeGroup(email: string, options: { quotas?: number; creator?: string } = {}): Promise<Made> {
    const creator = options.creator ?? 'Ana Souza';
    const quotas = options.quotas ?? 2;
    const res = await t.app.inject({
      method: 'POST', url: '/api/groups', remoteAddress: nextIp(),
      payload: {
        product_id: productId, number_of_quotas: quotas, creator_name: creator, creator_email: email, creator_whatsapp: '(11) 98765-4321',
        invited_participants: [creator, ...Array.from({ length: quotas - 1 }, (_, i) => `Convidado ${i + 1}`)],
      },
    });
    expect(res.statusCode).toBe(201);
    return { linkId: res.json().link_id, token: res.json().organizer_token };
  }

  /** Pays every quota by card (the simulated provider approves at once): the group completes. */
  async function complete(group: Made, quotas = 2, creator = 'Ana Souza'): Promise<void> {
    for (const name of [creator, ...Array.from({ length: quotas - 1 }, (_, i) => `Convidado ${i + 1}`)]) {
      const res = await t.app.inject({
        method: 'POST', url: `/api/groups/${group.linkId}/join`, remoteAddress: nextIp(),
        payload: { name, email: 'pagador@example.com', whatsapp: '11912345678', payment_method: 'card', installments: 1 },
      });
      expect(res.statusCode).toBe(201);
    }
  }

  async function list(headers: Record<string, string> = {}, status?: string) {
    const res = await t.app.inject({ url: `/api/dashboard/groups${status ? `?status=${status}` : ''}`, headers });
    return res;
  }
  const linkIds = (res: { json(): unknown }) => dashboardGroupListSchema.parse(res.json()).map((g) => g.link_id).sort();

  async function latestOutboxLink(to: string): Promise<string> {
    const mail = await t.database.db.selectFrom('email_outbox').selectAll().where('to_address', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const match = /\/dashboard\?acesso=([A-Za-z0-9_-]+)/.exec(mail.text_body);
    if (!match?.[1]) throw new Error('no access link in the e-mail');
    return match[1];
  }
  async function requestLink(email: string) {
    return t.app.inject({ method: 'POST', url: '/api/dashboard/access-link', payload: { email }, remoteAddress: nextIp() });
  }
  async function verify(token: string) {
    return t.app.inject({ method: 'POST', url: '/api/dashboard/access-link/verify', payload: { token }, remoteAddress: nextIp() });
  }

  let a: Made; let b: Made; let c: Made;
  beforeAll(async () => {
    t = await createTestApp();
    const product = await t.database.db.selectFrom('products').select(['id', 'price_cents'])
      .where('status', '=', 'active').where('price_cents', '>=', 10_000).orderBy('id').executeTakeFirstOrThrow();
    productId = product.id;
    priceCents = product.price_cents;
    a = await makeGroup('ana@example.com');
    b = await makeGroup('bruno@example.com', { creator: 'Bruno Lima' });
    c = await makeGroup('Ana@Example.com');
    await complete(c);
  });

  it('lists nothing without credentials', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('lists the group whose organizer token the request carries, and no other', async () => {
    const res = await list({ 'x-organizer-token': a.token });
    expect(res.statusCode).toBe(200);
    expect(linkIds(res)).toEqual([a.linkId]);
    const [group] = res.json();
    const total = priceCents + Math.floor((priceCents * 5 + 50) / 100);
    expect(group).toMatchObject({
      link_id: a.linkId, creator_email: 'ana@example.com', creator_name: 'Ana Souza', total_value: total / 100,
      quota_value: Math.ceil(total / 2) / 100, paid_count: 0, status: 'active', number_of_quotas: 2,
      participants: [{ name: 'Ana Souza', is_creator: true, payment_status: 'pending' }, { name: 'Convidado 1', is_creator: false, payment_status: 'pending' }],
    });
    expect(JSON.stringify(group)).not.toContain('organizer_token');
  });

  it('shows each group exactly as its page does, a payment included the moment it is made', async () => {
    const group = await makeGroup('carla@example.com', { creator: 'Carla Dias' });
    const headers = { 'x-organizer-token': group.token };
    const page = async () => {
      const { server_time: _ignored, ...rest } = (await t.app.inject({ url: `/api/groups/${group.linkId}` })).json();
      return rest;
    };
    const before = (await list(headers)).json()[0];
    expect(before).toMatchObject({ ...(await page()), creator_email: 'carla@example.com', paid_count: 0 });

    const paid = await t.app.inject({
      method: 'POST', url: `/api/groups/${group.linkId}/join`, remoteAddress: nextIp(),
      payload: { name: 'Carla Dias', email: 'carla@example.com', whatsapp: '11912345678', payment_method: 'card', installments: 1 },
    });
    expect(paid.statusCode).toBe(201);
    const after = (await list(headers)).json()[0];
    expect(after).toMatchObject({ ...(await page()), creator_email: 'carla@example.com', paid_count: 1 });
    expect(after.participants[0]).toMatchObject({ name: 'Carla Dias', payment_status: 'paid' });
  });

  it('lists every group of the comma-separated tokens, ignoring blanks and junk', async () => {
    const res = await list({ 'x-organizer-token': ` ${a.token}, ,not a token!,${b.token}` });
    expect(linkIds(res)).toEqual([a.linkId, b.linkId].sort());
  });

  it('lists nothing for a random or forged token', async () => {
    for (const token of [randomBytes(32).toString('base64url'), sha256(a.token), a.linkId, `${a.token}x`, "' OR 1=1 --", 'x'.repeat(5000)]) {
      const res = await list({ 'x-organizer-token': token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
  });

  it('refuses an absurd number of tokens with a Portuguese 400', async () => {
    const many = Array.from({ length: 201 }, () => randomBytes(16).toString('base64url')).join(',');
    const res = await list({ 'x-organizer-token': many });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/no máximo 200 tokens/);
  });

  it('refuses an unknown status with a Portuguese 400', async () => {
    const res = await list({}, 'paid');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, detail: 'Status inválido (use active, completed ou expired)' });
  });

  describe('access from another device through a one-time e-mailed link', () => {
    it('answers the same neutral 202 for an e-mail with and without groups, mailing only the first', async () => {
      const before = await t.database.db.selectFrom('email_outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const known = await requestLink('ANA@example.com ');
      const unknown = await requestLink('ninguem@example.com');
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(known.json()).toEqual(unknown.json());
      expect(known.json().message).toMatch(/Se houver grupos com este e-mail/);
      const mails = await t.database.db.selectFrom('email_outbox').selectAll().orderBy('id').execute();
      expect(mails.length - before.n).toBe(1);
      const mail = mails.at(-1);
      expect(mail?.to_address).toBe('ana@example.com');
      expect(mail?.text_body).toMatch(/^http:\/\/localhost:\d+\/dashboard\?acesso=[A-Za-z0-9_-]{43}$/m);
      expect(mail?.text_body).toMatch(/30 minutos/);
    });

    it('refuses a malformed e-mail with a Portuguese 400', async () => {
      for (const email of ['', 'ana', 'ana@', 42]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/dashboard/access-link', payload: { email }, remoteAddress: nextIp() });
        expect(res.statusCode).toBe(400);
        expect(res.json().detail).toBe('Informe um e-mail válido');
      }
    });

    it('trades the link for a session that lists exactly that e-mail\'s groups (any letter case)', async () => {
      await requestLink('ana@example.com');
      const token = await latestOutboxLink('ana@example.com');
      const res = await verify(token);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, email: 'ana@example.com' });
      expect(body.session_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(new Date(body.expires_at).getTime() - t.clock.now().getTime()).toBe(30 * 24 * HOUR);

      const mine = await list({ 'x-dashboard-session': body.session_token });
      expect(linkIds(mine)).toEqual([a.linkId, c.linkId].sort());
      const withToken = await list({ 'x-dashboard-session': body.session_token, 'x-organizer-token': b.token });
      expect(linkIds(withToken)).toEqual([a.linkId, b.linkId, c.linkId].sort());
      expect(linkIds(await list({ 'x-dashboard-session': body.session_token }, 'completed'))).toEqual([c.linkId]);

      // The session token is not an organizer token, and the proof token is not a session.
      expect(await list({ 'x-organizer-token': body.session_token }).then((r) => r.json())).toEqual([]);
      expect((await list({ 'x-dashboard-session': token })).statusCode).toBe(401);
    });

    it('refuses a link used twice with a Portuguese 410', async () => {
      await requestLink('bruno@example.com');
      const token = await latestOutboxLink('bruno@example.com');
      expect((await verify(token)).statusCode).toBe(200);
      const again = await verify(token);
      expect(again.statusCode).toBe(410);
      expect(again.json()).toMatchObject({ success: false, detail: expect.stringMatching(/já foi usado/), code: 'access_link_used' });
    });

    it('refuses a link after 30 minutes with a Portuguese 410', async () => {
      await requestLink('bruno@example.com');
      const token = await latestOutboxLink('bruno@example.com');
      t.clock.advance(30 * 60_000);
      const res = await verify(token);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({ detail: expect.stringMatching(/expirou/), code: 'access_link_expired' });
      t.clock.advance(-30 * 60_000);
      // Expired proofs cannot be revived by turning the clock back either: it was not consumed, but a new one is needed anyway.
    });

    it('refuses an unknown or malformed link with a Portuguese 400', async () => {
      for (const token of [randomBytes(32).toString('base64url'), 'curto', '../../etc', '']) {
        const res = await verify(token);
        expect(res.statusCode).toBe(400);
        expect(res.json().detail).toMatch(/Link de acesso inválido/);
      }
    });

    it('answers 401 for an unknown or expired session, and lets the browser end its session', async () => {
      const forged = await list({ 'x-dashboard-session': randomBytes(32).toString('base64url') });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toMatchObject({ detail: 'Seu acesso por e-mail expirou. Peça um novo link de acesso.', code: 'dashboard_session_invalid' });

      await requestLink('ana@example.com');
      const session = (await verify(await latestOutboxLink('ana@example.com'))).json().session_token as string;
      expect((await list({ 'x-dashboard-session': session })).statusCode).toBe(200);
      t.clock.advance(30 * 24 * HOUR);
      expect((await list({ 'x-dashboard-session': session })).statusCode).toBe(401);
      t.clock.advance(-30 * 24 * HOUR);

      const ended = await t.app.inject({ method: 'DELETE', url: '/api/dashboard/session', headers: { 'x-dashboard-session': session } });
      expect(ended.statusCode).toBe(200);
      expect((await list({ 'x-dashboard-session': session })).statusCode).toBe(401);
    });

    it('rate-limits link requests: the 6th in a minute from one address is a Portuguese 429', async () => {
      const remoteAddress = '10.9.9.9';
      const codes = [];
      for (let i = 0; i < 6; i++) {
        const res = await t.app.inject({ method: 'POST', url: '/api/dashboard/access-link', payload: { email: 'ninguem@example.com' }, remoteAddress });
        codes.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json().detail).toBe('Muitas tentativas. Tente novamente em 1 minuto.');
      }
      expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
    });
  });
  // Last: these move the clock forward for good (groups really expire).
  describe('effective status and deleting, from the dashboard\'s point of view', () => {
    let dead: Made; let soon: Made; let done: Made;
    let headers: Record<string, string>;
    beforeAll(async () => {
      dead = await makeGroup('carla@example.com', { creator: 'Carla Dias' });
      t.clock.advance(47 * HOUR);
      soon = await makeGroup('carla@example.com', { creator: 'Carla Dias' });
      done = await makeGroup('carla@example.com');
      await complete(done);
      headers = { 'x-organizer-token': [dead, soon, done].map((g) => g.token).join(',') };
    });

    it('filters by status; an active group counts as expired from its expires_at on', async () => {
      expect(linkIds(await list(headers, 'active'))).toEqual([dead.linkId, soon.linkId].sort());
      expect(linkIds(await list(headers, 'completed'))).toEqual([done.linkId]);
      expect(linkIds(await list(headers, 'expired'))).toEqual([]);

      t.clock.advance(1 * HOUR); // dead was created 48 hours ago
      expect(linkIds(await list(headers, 'active'))).toEqual([soon.linkId]);
      const expired = await list(headers, 'expired');
      expect(linkIds(expired)).toEqual([dead.linkId]);
      expect(expired.json()[0].status).toBe('expired');
      const all = await list(headers);
      expect(Object.fromEntries(all.json().map((g: { link_id: string; status: string }) => [g.link_id, g.status]))).toEqual({
        [dead.linkId]: 'expired', [soon.linkId]: 'active', [done.linkId]: 'completed',
      });
    });

    it('lets only the organizer delete an expired group; active and completed groups stay', async () => {
      const del = (g: Made, token?: string) => t.app.inject({
        method: 'DELETE', url: `/api/groups/${g.linkId}`, headers: token ? { 'x-organizer-token': token } : {},
      });
      for (const res of [await del(dead), await del(dead, b.token), await del(dead, randomBytes(32).toString('base64url'))]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().detail).toBe('Apenas o organizador pode excluir este grupo');
      }
      for (const g of [soon, done]) {
        const res = await del(g, g.token);
        expect(res.statusCode).toBe(409);
        expect(res.json().detail).toBe('Apenas grupos expirados podem ser excluídos');
      }
      // Someone else's e-mail proof does not make them the organizer.
      await requestLink('bruno@example.com');
      const bruno = (await verify(await latestOutboxLink('bruno@example.com'))).json().session_token;
      const stranger = await t.app.inject({ method: 'DELETE', url: `/api/groups/${dead.linkId}`, headers: { 'x-dashboard-session': bruno } });
      expect(stranger.statusCode).toBe(403);
      const ok = await del(dead, dead.token);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().message).toBe('Grupo excluído com sucesso!');
      expect(linkIds(await list(headers, 'expired'))).toEqual([]);
      expect(linkIds(await list(headers))).toEqual([soon.linkId, done.linkId].sort());
    });

    it('lets the organizer delete an expired group from another device, after proving the e-mail', async () => {
      const other = await makeGroup('carla@example.com', { creator: 'Carla Dias' });
      t.clock.advance(49 * HOUR);
      await requestLink('carla@example.com');
      const session = (await verify(await latestOutboxLink('carla@example.com'))).json().session_token;
      const res = await t.app.inject({ method: 'DELETE', url: `/api/groups/${other.linkId}`, headers: { 'x-dashboard-session': session } });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Grupo excluído com sucesso!');
      expect((await t.app.inject(`/api/groups/${other.linkId}`)).statusCode).toBe(404);
      const forged = await t.app.inject({ method: 'DELETE', url: `/api/groups/${soon.linkId}`, headers: { 'x-dashboard-session': 'x'.repeat(43) } });
      expect(forged.statusCode).toBe(401);
    });
  });
});
