import { beforeAll, describe, expect, it } from 'vitest';
import { cents, percentageOf, serviceFee } from '@juntai/domain';
import { createOperator } from '../services/auth/first-operator.ts';
import { expireDueGroups } from '../services/groups/expire-groups.ts';
import { activeProduct, createTestGroup, HOUR, join, paymentsOf, pixPaidEvent, signedWebhook } from '../testing/group-helpers.ts';
import { asMerchant, ORIGIN, sessionCookieOf, signUpMerchant } from '../testing/merchant-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

const OPERATOR = { email: 'operadora@example.com', name: 'Operadora', password: 'operadora-senha-1' };

describe(`operator back office on ${testEngine}`, () => {
  let t: TestApp;
  let op: { cookie: string; token: string };
  const asOperator = () => ({ cookie: op.cookie, origin: ORIGIN });

  beforeAll(async () => {
    t = await createTestApp();
    await createOperator(t.app.ctx, OPERATOR);
    const res = await t.app.inject({ method: 'POST', url: '/api/super-admin/login', headers: { origin: ORIGIN }, payload: { email: OPERATOR.email, password: OPERATOR.password } });
    expect(res.statusCode).toBe(200);
    op = { cookie: sessionCookieOf(res), token: res.json().token };
  });

  it('logs the operator in with the spec\'s answer, and refuses others', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/super-admin/login', payload: { email: OPERATOR.email, password: OPERATOR.password } });
    expect(res.json()).toMatchObject({ success: true, token: expect.any(String), user: { name: 'Operadora', email: OPERATOR.email, role: 'super_admin' } });
    const wrong = await t.app.inject({ method: 'POST', url: '/api/super-admin/login', payload: { email: OPERATOR.email, password: 'errada-123' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, detail: 'E-mail ou senha incorretos', code: 'invalid_credentials' });
    const me = await t.app.inject({ url: '/api/super-admin/me', headers: { authorization: `Bearer ${op.token}` } });
    expect(me.json()).toMatchObject({ email: OPERATOR.email, role: 'super_admin', store: null });
  });

  it('answers 401 without a session and 403 to a merchant on every back-office route', async () => {
    const merchant = await signUpMerchant(t);
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/super-admin/dashboard'], ['GET', '/api/super-admin/merchants'], ['POST', '/api/super-admin/merchants', { store_id: 'x', store_name: 'X' }],
      ['PUT', '/api/super-admin/merchants/1', { status: 'inactive' }], ['GET', '/api/super-admin/plans'],
      ['POST', '/api/super-admin/plans', { name: 'X', monthly_fee: 1, percentage_fee: 1 }],
      ['PUT', '/api/super-admin/plans/1', { name: 'X', monthly_fee: 1, percentage_fee: 1 }], ['DELETE', '/api/super-admin/plans/1'],
      ['GET', '/api/super-admin/me'], ['POST', '/api/super-admin/logout'], ['GET', '/api/super-admin/status'],
    ];
    for (const [method, url, payload] of routes) {
      const none = await t.app.inject({ method: method as 'GET', url, payload: payload as object });
      expect(none.statusCode, `${method} ${url} sem sessão`).toBe(401);
      expect(none.json().detail).toBe('Entre com seu e-mail e senha para continuar');
      const asMerchantRes = await t.app.inject({ method: method as 'GET', url, payload: payload as object, headers: asMerchant(merchant) });
      expect(asMerchantRes.statusCode, `${method} ${url} como lojista`).toBe(403);
    }
    // And the operator has no store: the merchant panel refuses it.
    expect((await t.app.inject({ url: '/api/admin/metrics', headers: { authorization: `Bearer ${op.token}` } })).statusCode).toBe(403);
  });

  it('shows zeros on a fresh installation, never invented figures', async () => {
    const res = await t.app.inject({ url: '/api/super-admin/dashboard', headers: asOperator() });
    expect(res.statusCode).toBe(200);
    const { stats } = res.json();
    expect(stats.revenue.total_platform).toBe(0);
    expect(stats.groups).toEqual({ total: 0, active: 0, completed: 0, expired: 0, rescued: 0 });
    // The demo catalogue's three plans are real rows; nothing else is counted.
    expect(stats.plans.total).toBe(3);
    expect(stats.merchants).toEqual({ total: 1, active: 1, inactive: 0 });
    expect(stats.history).toHaveLength(12);
    expect(stats.history.every((h: { revenue: number }) => h.revenue === 0)).toBe(true);
    expect(stats.faturamento).toEqual({ total: 0, formattedPeriod: 'Todo o período', monthName: 'Todo o período', year: null });
  });

  it('creates, edits, deactivates and reactivates plans with every rule checked', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/super-admin/plans', headers: asOperator(), payload: { name: ' ', monthly_fee: -1, percentage_fee: 101 } });
    expect(bad.statusCode).toBe(400);
    const pct = await t.app.inject({ method: 'POST', url: '/api/super-admin/plans', headers: asOperator(), payload: { name: 'Ouro', monthly_fee: 99.9, percentage_fee: 2.55 } });
    expect(pct.json().detail).toBe('Taxa percentual inválida: informe de 0 a 100, com até 1 casa decimal');
    // Implausible fees and percentages, and text only a form reads, are 400s with the field's detail.
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ monthly_fee: 100_000.01, percentage_fee: 1 }, 'Mensalidade inválida: informe de R$ 0,00 a R$ 100.000,00, com até 2 casas decimais'],
      [{ monthly_fee: 1e300, percentage_fee: 1 }, 'Mensalidade inválida: informe de R$ 0,00 a R$ 100.000,00, com até 2 casas decimais'],
      [{ monthly_fee: '79,90', percentage_fee: 1 }, 'Mensalidade inválida: informe de R$ 0,00 a R$ 100.000,00, com até 2 casas decimais'],
      [{ monthly_fee: 79.9, percentage_fee: -0.5 }, 'Taxa percentual inválida: informe de 0 a 100, com até 1 casa decimal'],
      [{ monthly_fee: 79.9, percentage_fee: 100.1 }, 'Taxa percentual inválida: informe de 0 a 100, com até 1 casa decimal'],
      [{ monthly_fee: 79.9, percentage_fee: '3,5' }, 'Taxa percentual inválida: informe de 0 a 100, com até 1 casa decimal'],
    ];
    for (const [fees, detail] of refused) {
      const res = await t.app.inject({ method: 'POST', url: '/api/super-admin/plans', headers: asOperator(), payload: { name: 'Prata', ...fees } });
      expect(res.statusCode, JSON.stringify(fees)).toBe(400);
      expect(res.json().detail, JSON.stringify(fees)).toBe(detail);
    }
    const created = await t.app.inject({ method: 'POST', url: '/api/super-admin/plans', headers: asOperator(), payload: { name: 'Ouro', monthly_fee: 99.9, percentage_fee: 2.5, description: 'Para lojas grandes' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ success: true, detail: 'Plano criado com sucesso!', plan: { name: 'Ouro', monthly_fee: 99.9, percentage_fee: 2.5, active: true, merchants_count: 0 } });
    const dup = await t.app.inject({ method: 'POST', url: '/api/super-admin/plans', headers: asOperator(), payload: { name: 'ouro', monthly_fee: 1, percentage_fee: 1 } });
    expect(dup.statusCode).toBe(409);
    const id = created.json().plan.id;
    const edited = await t.app.inject({ method: 'PUT', url: `/api/super-admin/plans/${id}`, headers: asOperator(), payload: { name: 'Ouro', monthly_fee: 149.99, percentage_fee: 2.5, description: '' } });
    expect(edited.json()).toMatchObject({ detail: 'Plano atualizado com sucesso!', plan: { monthly_fee: 149.99, description: null } });
    const off = await t.app.inject({ method: 'DELETE', url: `/api/super-admin/plans/${id}`, headers: asOperator() });
    expect(off.json()).toMatchObject({ detail: 'Plano desativado com sucesso!', plan: { active: false } });
    const on = await t.app.inject({ method: 'PUT', url: `/api/super-admin/plans/${id}`, headers: asOperator(), payload: { name: 'Ouro', monthly_fee: 149.99, percentage_fee: 2.5, active: true } });
    expect(on.json().plan.active).toBe(true);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/super-admin/plans/99999', headers: asOperator() })).statusCode).toBe(404);
  });

  it('creates a merchant that accepts its invitation and reaches its panel', async () => {
    const plans = (await t.app.inject({ url: '/api/super-admin/plans', headers: asOperator() })).json().plans;
    const bad = await t.app.inject({ method: 'POST', url: '/api/super-admin/merchants', headers: asOperator(), payload: { store_id: 'Loja Nova!', store_name: 'X' } });
    expect(bad.statusCode).toBe(400);
    const res = await t.app.inject({ method: 'POST', url: '/api/super-admin/merchants', headers: asOperator(), payload: { store_id: 'loja-nova', store_name: 'Loja Nova', contact_email: 'dona@lojanova.com', plan_id: plans[0].id } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ detail: 'Lojista criado com sucesso!', merchant: { store_id: 'loja-nova', plan_name: 'Ouro', status: 'active', total_groups: 0, total_revenue: 0, total_store_share: 0 } });
    const dup = await t.app.inject({ method: 'POST', url: '/api/super-admin/merchants', headers: asOperator(), payload: { store_id: 'loja-nova', store_name: 'Outra' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().detail).toBe('Já existe um lojista com este ID de loja');

    const mail = await t.database.db.selectFrom('email_outbox').select('text_body').where('to_address', '=', 'dona@lojanova.com').executeTakeFirstOrThrow();
    const token = /convite=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1];
    expect(token).toBeDefined();
    const accept = await t.app.inject({ method: 'POST', url: '/api/admin/invitation', headers: { origin: ORIGIN }, payload: { token, name: 'Dona da Loja', password: 'loja-nova-123' } });
    expect(accept.statusCode).toBe(201);
    expect(accept.json().user.store.store_id).toBe('loja-nova');
    const again = await t.app.inject({ method: 'POST', url: '/api/admin/invitation', headers: { origin: ORIGIN }, payload: { token, name: 'Outra', password: 'loja-nova-123' } });
    expect(again.statusCode).toBe(400);
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'dona@lojanova.com', password: 'loja-nova-123' } });
    expect(login.statusCode).toBe(200);
    const cookie = sessionCookieOf(login);
    expect((await t.app.inject({ url: '/api/admin/metrics', headers: { cookie } })).statusCode).toBe(200);

    // Deactivated by the operator: the store's panel stops, with a clear message.
    const id = res.json().merchant.id;
    const off = await t.app.inject({ method: 'PUT', url: `/api/super-admin/merchants/${id}`, headers: asOperator(), payload: { status: 'inactive' } });
    expect(off.json().merchant).toMatchObject({ status: 'inactive', plan_name: 'Ouro' });
    const blocked = await t.app.inject({ url: '/api/admin/metrics', headers: { cookie } });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().detail).toBe('Sua loja está inativa no Juntaí. Fale com o suporte para reativá-la.');

    const search = await t.app.inject({ url: '/api/super-admin/merchants?search=LOJANOVA.COM&status=inactive', headers: asOperator() });
    expect(search.json()).toMatchObject({ total: 1, merchants: [{ store_id: 'loja-nova' }] });
    const none = await t.app.inject({ url: '/api/super-admin/merchants?status=uninstalled', headers: asOperator() });
    expect(none.json()).toMatchObject({ total: 0, merchants: [] });
  });

  it('computes GMV, platform revenue, plan shares and the monthly history from captured money', async () => {
    // The default store on the Pro plan (2.5%).
    const plans = (await t.app.inject({ url: '/api/super-admin/plans', headers: asOperator() })).json().plans;
    const pro = plans.find((p: { name: string }) => p.name === 'Ouro');
    const merchants = (await t.app.inject({ url: '/api/super-admin/merchants?search=default', headers: asOperator() })).json().merchants;
    await t.app.inject({ method: 'PUT', url: `/api/super-admin/merchants/${merchants[0].id}`, headers: asOperator(), payload: { plan_id: pro.id } });

    const product = await activeProduct(t);
    const price = cents(Math.round(product.price * 100));
    // Completed: two quotas, one by card and one by PIX.
    const done = await createTestGroup(t, { productId: product.id, quotas: 2 });
    expect((await join(t, done.linkId, 'Ana Souza')).statusCode).toBe(201);
    const pix = await join(t, done.linkId, 'Convidado 1', { method: 'pix' });
    const charge = (await paymentsOf(t, done.linkId)).find((p) => p.method === 'pix')!;
    expect(pix.statusCode).toBe(201);
    expect((await t.app.inject(signedWebhook(t, pixPaidEvent(charge.pix_txid!, charge.amount_cents)))).statusCode).toBeLessThan(300);
    // Expired with a paid PIX quota: refunded, so no GMV.
    const lost = await createTestGroup(t, { productId: product.id, quotas: 2 });
    await join(t, lost.linkId, 'Ana Souza', { method: 'pix' });
    const lostCharge = (await paymentsOf(t, lost.linkId))[0]!;
    await t.app.inject(signedWebhook(t, pixPaidEvent(lostCharge.pix_txid!, lostCharge.amount_cents)));
    t.clock.advance(49 * HOUR);
    expect((await t.app.inject(`/api/groups/${lost.linkId}`)).json().status).toBe('expired');
    await expireDueGroups(t.app.ctx);
    expect((await paymentsOf(t, lost.linkId))[0]!.status).toBe('refunded');

    const total = price + serviceFee(price);
    const expectedRevenue = serviceFee(price) + percentageOf(price, 2.5);
    const month = '2026-11';
    for (const period of ['total', month]) {
      const { stats } = (await t.app.inject({ url: `/api/super-admin/dashboard?period=${period}`, headers: asOperator() })).json();
      expect(stats.revenue.gmv).toBeCloseTo(total / 100, 2);
      expect(stats.revenue.service_fees).toBeCloseTo(serviceFee(price) / 100, 2);
      expect(stats.revenue.total_platform).toBeCloseTo(expectedRevenue / 100, 2);
      expect(stats.faturamento.total).toBe(stats.revenue.total_platform);
      expect(stats.groups).toEqual({ total: 2, active: 0, completed: 1, expired: 1, rescued: 0 });
      const proShare = stats.plans_list.find((p: { name: string }) => p.name === 'Ouro');
      expect(proShare).toMatchObject({ revenue_share: 100, merchants_count: 2 });
      expect(stats.groups_list.map((g: { link_id: string }) => g.link_id)).toEqual([lost.linkId, done.linkId]);
    }
    const { stats: nov } = (await t.app.inject({ url: `/api/super-admin/dashboard?period=${month}`, headers: asOperator() })).json();
    expect(nov.faturamento).toMatchObject({ formattedPeriod: 'novembro de 2026', monthName: 'novembro', year: 2026 });
    expect(nov.history[0]).toMatchObject({ month, groups_created: 2, groups_completed: 1 });
    expect(nov.history[0].revenue).toBeCloseTo(expectedRevenue / 100, 2);
    const { stats: oct } = (await t.app.inject({ url: '/api/super-admin/dashboard?period=2026-10', headers: asOperator() })).json();
    expect(oct.revenue.total_platform).toBe(0);
    expect(oct.groups.total).toBe(0);
    const bad = await t.app.inject({ url: '/api/super-admin/dashboard?period=2026-13', headers: asOperator() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Período inválido: use total ou AAAA-MM');

    // The operator's "Meus Grupos" call sees every group; a shopper without tokens sees none.
    const all = await t.app.inject({ url: '/api/dashboard/groups', headers: asOperator() });
    expect(all.json()).toHaveLength(2);
    expect((await t.app.inject('/api/dashboard/groups')).json()).toEqual([]);
  });

  it('validates and saves global settings, applies the expiry to new groups only, and audits each change once', async () => {
    const before = (await t.app.inject({ url: '/api/super-admin/global-settings', headers: asOperator() })).json();
    expect(before.settings.platform_name).toEqual({ value: 'Juntaí' });
    expect(before.settings.default_group_expiry_days).toEqual({ value: 2 });
    for (const [settings, detail] of [
      [{ cor_favorita: 'azul' }, 'Configuração desconhecida: cor_favorita'],
      [{ toString: 'x' }, 'Configuração desconhecida: toString'],
      [{ constructor: 1 }, 'Configuração desconhecida: constructor'],
      [{ hasOwnProperty: true }, 'Configuração desconhecida: hasOwnProperty'],
      [{ support_email: 'nao-e-email' }, 'E-mail de suporte inválido'],
      [{ default_group_expiry_days: 0 }, 'Dias de expiração inválidos: use um número inteiro de 1 a 30'],
      [{ default_group_expiry_days: 2.5 }, 'Dias de expiração inválidos: use um número inteiro de 1 a 30'],
      [{ app_base_url: 'javascript:alert(1)' }, 'URL base inválida: use um endereço http:// ou https://'],
      [{ platform_name: '' }, 'Informe o nome da plataforma: ele aparece nos títulos, no rodapé e nos e-mails'],
      [{ platform_name: '   ' }, 'Informe o nome da plataforma: ele aparece nos títulos, no rodapé e nos e-mails'],
      [{ icon_paid: '<b>x</b>' }, 'Ícone inválido: use um emoji ou até 8 caracteres, sem marcação HTML (sem < > & " \')'],
      [{ icon_pending: '&amp;' }, 'Ícone inválido: use um emoji ou até 8 caracteres, sem marcação HTML (sem < > & " \')'],
      [{ icon_button: 'nove-letras' }, 'Ícone inválido: use um emoji ou até 8 caracteres, sem marcação HTML (sem < > & " \')'],
      [{}, 'Envie ao menos uma configuração em settings'],
    ] as const) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/super-admin/global-settings', headers: asOperator(), payload: { settings } });
      expect(res.statusCode, JSON.stringify(settings)).toBe(400);
      expect(res.json().detail).toBe(detail);
    }
    // An emoji made of several code points (a family) is one icon.
    const family = await t.app.inject({ method: 'PUT', url: '/api/super-admin/global-settings', headers: asOperator(), payload: { settings: { icon_paid: '👨‍👩‍👧‍👦' } } });
    expect(family.statusCode, family.body).toBe(200);
    await t.app.inject({ method: 'PUT', url: '/api/super-admin/global-settings', headers: asOperator(), payload: { settings: { icon_paid: '✅' } } });
    // All or nothing: a valid key next to an invalid one is not saved.
    await t.app.inject({ method: 'PUT', url: '/api/super-admin/global-settings', headers: asOperator(), payload: { settings: { platform_name: 'Meio Salvo', support_email: 'x' } } });
    expect((await t.app.inject('/api/settings/public')).json().platform_name).toBe('Juntaí');

    const existing = await createTestGroup(t, { quotas: 2 });
    const auditBefore = (await t.app.inject({ url: '/api/super-admin/audit', headers: asOperator() })).json().entries.length;
    const ok = await t.app.inject({ method: 'PUT', url: '/api/super-admin/global-settings', headers: asOperator(), payload: { settings: { platform_name: 'Compra Junto', default_group_expiry_days: '3' } } });
    expect(ok.json()).toEqual({ success: true, detail: 'Configurações salvas com sucesso!' });
    expect((await t.app.inject('/api/settings/public')).json()).toMatchObject({ platform_name: 'Compra Junto', group_expiry_hours: 72 });
    const fresh = await createTestGroup(t, { quotas: 2 });
    const groups = await t.database.db.selectFrom('groups').select(['link_id', 'created_at', 'expires_at']).where('link_id', 'in', [existing.linkId, fresh.linkId]).execute();
    const hoursOf = (id: string) => { const g = groups.find((r) => r.link_id === id)!; return (new Date(g.expires_at).getTime() - new Date(g.created_at).getTime()) / HOUR; };
    expect(hoursOf(existing.linkId)).toBe(48);
    expect(hoursOf(fresh.linkId)).toBe(72);

    const entries = (await t.app.inject({ url: '/api/super-admin/audit', headers: asOperator() })).json().entries;
    expect(entries.length).toBe(auditBefore + 1);
    expect(entries[0]).toMatchObject({
      actor_email: OPERATOR.email, action: 'settings.updated', entity: 'global_settings',
      before: { platform_name: 'Juntaí', default_group_expiry_days: 2 }, after: { platform_name: 'Compra Junto', default_group_expiry_days: 3 },
    });
    // The earlier plan and merchant changes were recorded too, with before and after.
    const actions = entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['plan.created', 'plan.updated', 'plan.deactivated', 'merchant.created', 'merchant.updated']));
    const deactivated = entries.find((e: { action: string }) => e.action === 'plan.deactivated');
    expect(deactivated.before.active).toBe(true);
    expect(deactivated.after.active).toBe(false);
    await t.app.inject({ method: 'PUT', url: '/api/super-admin/global-settings', headers: asOperator(), payload: { settings: { platform_name: 'Juntaí', default_group_expiry_days: 2 } } });
  });
});
