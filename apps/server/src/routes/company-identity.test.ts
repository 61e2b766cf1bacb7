import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_IDENTITY_MISSING } from '@juntai/domain';
import { activeProduct, createTestGroup, groupBody, join } from '../testing/group-helpers.ts';
import { operatorHeaders } from '../testing/merchant-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

const COMPANY = {
  company_legal_name: 'Compra Coletiva Brasil Ltda.',
  company_cnpj: '11.444.777/0001-61',
  company_address: 'Av. Paulista, 1000, São Paulo/SP',
  dpo_name: 'Beatriz Lima',
  dpo_email: 'privacidade@compracoletiva.com.br',
};

async function saveSettings(t: TestApp, headers: Record<string, string>, settings: Record<string, unknown>) {
  return t.app.inject({ method: 'PUT', url: '/api/super-admin/global-settings', headers, payload: { settings } });
}

describe(`the company's identity on ${testEngine}`, () => {
  let t: TestApp;
  let operator: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ live: true });
    operator = await operatorHeaders(t, 'empresa@example.com', 'operadora-senha-1');
  });

  it('refuses a wrong CNPJ or privacy e-mail in Portuguese and saves nothing', async () => {
    const res = await saveSettings(t, operator, { ...COMPANY, company_cnpj: '11.444.777/0001-62' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('CNPJ inválido: confira os 14 dígitos');
    const bad = await saveSettings(t, operator, { dpo_email: 'privacidade@' });
    expect(bad.json().detail).toContain('E-mail de privacidade inválido');
    const settings = (await t.app.inject({ url: '/api/super-admin/global-settings', headers: operator })).json().settings;
    expect(settings.company_cnpj.value).not.toBe('11444777000162');
  });

  it('in live mode, takes no group nor payment until all five are set, then shows them formatted', async () => {
    // The test database holds the demo's fictitious company: a new live installation starts empty.
    const cleared = await saveSettings(t, operator, { company_legal_name: '', company_cnpj: '', company_address: '', dpo_name: '', dpo_email: '' });
    expect(cleared.statusCode).toBe(200);
    const product = await activeProduct(t);
    const refused = await t.app.inject({ method: 'POST', url: '/api/groups', payload: groupBody(product.id) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, detail: COMPANY_IDENTITY_MISSING });

    // Four of five is not enough.
    await saveSettings(t, operator, { ...COMPANY, dpo_email: '' });
    expect((await t.app.inject({ method: 'POST', url: '/api/groups', payload: groupBody(product.id) })).statusCode).toBe(409);

    expect((await saveSettings(t, operator, COMPANY)).statusCode).toBe(200);
    const created = await createTestGroup(t);
    const paid = await join(t, created.linkId, 'Convidado 1');
    expect(paid.statusCode, paid.body).toBe(201);
    const published = (await t.app.inject('/api/settings/public')).json().company;
    expect(published).toEqual({
      legal_name: COMPANY.company_legal_name, cnpj: '11.444.777/0001-61', address: COMPANY.company_address,
      dpo_name: COMPANY.dpo_name, dpo_email: COMPANY.dpo_email,
    });
  });

  it('refuses a payment on an existing group once the company is unset again, taking nothing', async () => {
    const created = await createTestGroup(t);
    await saveSettings(t, operator, { dpo_name: '' });
    const refused = await join(t, created.linkId, 'Convidado 2');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(COMPANY_IDENTITY_MISSING);
    const payments = await t.database.db.selectFrom('payments').innerJoin('groups', 'groups.id', 'payments.group_id')
      .select('payments.name').where('groups.link_id', '=', created.linkId).execute();
    expect(payments).toEqual([]);
    await saveSettings(t, operator, COMPANY);
  });
});

describe(`a demo installation on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('shows the fictitious company of the seed and takes groups', async () => {
    const company = (await t.app.inject('/api/settings/public')).json().company;
    expect(company.legal_name).toContain('fictícia');
    expect(company.cnpj).toBe('11.222.333/0001-81');
    expect((await createTestGroup(t)).linkId).toBeTruthy();
  });
});
