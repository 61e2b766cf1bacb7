import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

describe(`button settings and health on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('answers the default store button', async () => {
    const res = await t.app.inject('/api/admin/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ button_text: '🤝 Comprar em Grupo', button_bg_color: '#059669', button_text_color: '#ffffff' });
  });

  it('tells shoppers how long a group stays open, following the operator\'s setting', async () => {
    const res = await t.app.inject('/api/settings/public');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      platform_name: 'Juntaí', icon_paid: '✅', icon_pending: '⏳', icon_button: '🤝', support_email: 'suporte@juntai.com.br', group_expiry_hours: 48,
      rescue_min_paid_percent: 75, rescue_max_extension_hours: 24,
      // The simulated provider: Juntaí's own card form, no SDK to load, no CPF asked for a PIX.
      payment_checkout: { provider: 'simulated', public_key: null, sdk_url: null, pix_requires_cpf: false },
      // The demo seed's fictitious company, and the retention table's defaults (ADR 0049).
      company: {
        legal_name: 'Juntaí Demonstração Ltda. (empresa fictícia)', cnpj: '11.222.333/0001-81',
        address: 'Rua Fictícia, 123 — Centro, São Paulo/SP, 01000-000 (endereço de demonstração)',
        dpo_name: 'Encarregada Fictícia', dpo_email: 'privacidade@demo.juntai.invalid',
      },
      retention: {
        retention_email_body_days: 30, retention_webhook_body_days: 90, retention_idempotency_hours: 48,
        retention_group_personal_months: 24, retention_audit_years: 5,
      },
    });
    await t.database.db.updateTable('global_settings').set({ value: JSON.stringify(3) }).where('key', '=', 'default_group_expiry_days').execute();
    expect((await t.app.inject('/api/settings/public')).json().group_expiry_hours).toBe(72);
    await t.database.db.updateTable('global_settings').set({ value: JSON.stringify(2) }).where('key', '=', 'default_group_expiry_days').execute();
  });

  it('reports health with the engine in use', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: testEngine });
  });

  it('answers unknown API paths with a JSON 404 in Portuguese', async () => {
    const res = await t.app.inject('/api/nao-existe');
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toMatch(/Rota não encontrada/);
  });

  it('answers a malformed JSON body with 400, not 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/health', headers: { 'content-type': 'application/json' }, payload: '{bad' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().detail).toEqual(expect.any(String));
  });

  it('serves the OpenAPI description', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/products', '/api/products/{id}', '/api/admin/settings']));
  });
});
