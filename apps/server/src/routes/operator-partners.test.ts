import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { asMerchant, operatorHeaders, signUpMerchant } from '../testing/merchant-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

describe(`partners, categories and occasions in the back office on ${testEngine}`, () => {
  let t: TestApp;
  let headers: Record<string, string>;
  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers, payload: payload as object });
  const get = (url: string) => t.app.inject({ url, headers });

  beforeAll(async () => {
    t = await createTestApp();
    headers = await operatorHeaders(t, 'op-parceiros@example.com', 'op-parceiros-1');
  });

  it('refuses strangers and merchants on every partner route', async () => {
    const merchant = await signUpMerchant(t);
    for (const [method, url] of [['GET', '/api/super-admin/partners'], ['POST', '/api/super-admin/partners'], ['GET', '/api/super-admin/partners/export'],
      ['POST', '/api/super-admin/partners/bulk-actions'], ['PUT', '/api/super-admin/partners/1'], ['DELETE', '/api/super-admin/partners/1'], ['GET', '/api/super-admin/partners/1/products'],
      ['GET', '/api/super-admin/categories'], ['GET', '/api/super-admin/occasions']] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.app.inject({ method, url, headers: asMerchant(merchant) })).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('validates a new partner like the form does, at the boundaries', async () => {
    const base = { name: 'Parceiro Limite', contact_email: 'limite@example.com', commission_rate: 50 };
    expect((await post('/api/super-admin/partners', base)).statusCode).toBe(201);
    const cases: Array<[object, string]> = [
      [{ ...base, name: 'Outro', commission_rate: 50.1 }, 'Comissão inválida: informe de 0 a 50, com até 1 casa decimal'],
      [{ ...base, name: 'Outro', commission_rate: -1 }, 'Comissão inválida: informe de 0 a 50, com até 1 casa decimal'],
      [{ ...base, name: 'Outro', commission_rate: '3,5' }, 'Comissão inválida: informe de 0 a 50, com até 1 casa decimal'],
      [{ ...base, name: 'Outro', contact_email: 'nao-e-email' }, 'Informe um e-mail de contato válido'],
      [{ ...base, name: 'Outro', website: 'site sem protocolo' }, 'Site inválido: use um endereço http:// ou https://'],
      [{ ...base, name: '  ' }, 'Informe o nome do parceiro'],
      [{ ...base, name: 'parceiro limite' }, 'Já existe um parceiro com este nome'],
    ];
    for (const [body, detail] of cases) {
      const res = await post('/api/super-admin/partners', body);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.json().detail).toBe(detail);
    }
    const created = await post('/api/super-admin/partners', { name: 'Com Site', contact_email: 'SITE@Example.com', website: '', description: '', categories: 'Casa, , Tech ' });
    expect(created.json()).toMatchObject({
      detail: 'Parceiro criado com sucesso!',
      partner: { contact_email: 'site@example.com', website: null, description: null, categories: ['Casa', 'Tech'], commission_rate: 5, status: 'pending', type: 'marketplace' },
    });
  });

  it('lists with real product counts, filters and sorts on every column', async () => {
    const list = (await get('/api/super-admin/partners?sort_by=total_products&sort_order=desc')).json().partners;
    expect(list.length).toBeGreaterThan(2);
    const counts = list.map((p: { total_products: number }) => p.total_products);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const withProducts = list.find((p: { total_products: number }) => p.total_products > 0);
    const rows = await t.database.db.selectFrom('products').select('id').where('partner_id', '=', withProducts.id).execute();
    expect(withProducts.total_products).toBe(rows.length);
    for (const field of ['name', 'commission_rate', 'total_products', 'total_sales', 'created_at'] as const) {
      const asc = (await get(`/api/super-admin/partners?sort_by=${field}&sort_order=asc`)).json().partners;
      const values = asc.map((p: Record<string, unknown>) => (field === 'name' ? String(p.name).toLowerCase() : p[field]));
      const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(values, field).toEqual(sorted);
    }
    const pending = (await get('/api/super-admin/partners?status=pending')).json().partners;
    expect(pending.every((p: { status: string }) => p.status === 'pending')).toBe(true);
    expect((await get('/api/super-admin/partners?sort_by=senha')).statusCode).toBe(400);
    const products = (await get(`/api/super-admin/partners/${withProducts.id}/products`)).json().products;
    expect(products).toHaveLength(rows.length);
  });

  it('runs bulk actions all or nothing', async () => {
    const pending = (await get('/api/super-admin/partners?status=pending')).json().partners.map((p: { id: number }) => p.id);
    const none = await post('/api/super-admin/partners/bulk-actions', { partner_ids: [], action: 'activate' });
    expect(none.json().detail).toBe('Selecione pelo menos um parceiro');
    const unknown = await post('/api/super-admin/partners/bulk-actions', { partner_ids: [...pending, 999_999], action: 'activate' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Parceiros não encontrados: 999999. Nada foi alterado.');
    expect((await get('/api/super-admin/partners?status=pending')).json().partners).toHaveLength(pending.length);
    const done = await post('/api/super-admin/partners/bulk-actions', { partner_ids: pending, action: 'activate' });
    expect(done.json()).toEqual({ success: true, message: `${pending.length} parceiros ativados com sucesso.` });
    expect((await get('/api/super-admin/partners?status=pending')).json().partners).toHaveLength(0);
  });

  it('deletes a partner and keeps its products, with no partner', async () => {
    const list = (await get('/api/super-admin/partners?sort_by=total_products&sort_order=desc')).json().partners;
    const target = list[0];
    const res = await t.app.inject({ method: 'DELETE', url: `/api/super-admin/partners/${target.id}`, headers });
    expect(res.json().message).toContain(`${target.total_products} produtos ficaram sem parceiro`);
    const orphans = await t.database.db.selectFrom('products').select('id').where('partner_id', 'is', null).execute();
    expect(orphans.length).toBeGreaterThanOrEqual(target.total_products);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/super-admin/partners/${target.id}`, headers })).statusCode).toBe(404);
  });

  it('edits a partner: its fields and status change, its products stay, bad input is told in Portuguese', async () => {
    const put = (id: number | string, payload: unknown) => t.app.inject({ method: 'PUT', url: `/api/super-admin/partners/${id}`, headers, payload: payload as object });
    const list = (await get('/api/super-admin/partners?sort_by=total_products&sort_order=desc')).json().partners;
    const [target, other] = list;
    const body = {
      name: 'Parceiro Renomeado', contact_email: 'Novo@Example.com', website: 'https://parceiro.example.com', commission_rate: 12.5,
      description: 'Vende utilidades', categories: 'Casa, Cozinha', type: 'affiliate', status: 'inactive',
    };
    const res = await put(target.id, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true, detail: 'Parceiro atualizado com sucesso!',
      partner: {
        id: target.id, name: 'Parceiro Renomeado', contact_email: 'novo@example.com', website: 'https://parceiro.example.com', commission_rate: 12.5,
        description: 'Vende utilidades', categories: ['Casa', 'Cozinha'], type: 'affiliate', status: 'inactive', total_products: target.total_products,
      },
    });
    const listed = (await get('/api/super-admin/partners')).json().partners.find((p: { id: number }) => p.id === target.id);
    expect(listed).toMatchObject({ name: 'Parceiro Renomeado', status: 'inactive', total_products: target.total_products });
    // No status sent: the status stays as it is.
    expect((await put(target.id, { ...body, status: undefined, website: '' })).json().partner).toMatchObject({ status: 'inactive', website: null });

    const cases: Array<[number | string, object, number, string]> = [
      [target.id, { ...body, name: other.name.toUpperCase() }, 409, 'Já existe um parceiro com este nome'],
      [target.id, { ...body, commission_rate: 50.5 }, 400, 'Comissão inválida: informe de 0 a 50, com até 1 casa decimal'],
      [target.id, { ...body, contact_email: 'sem-arroba' }, 400, 'Informe um e-mail de contato válido'],
      [target.id, { ...body, status: 'banido' }, 400, 'Status de parceiro inválido (use active, inactive ou pending)'],
      [target.id, { ...body, type: 'revendedor' }, 400, 'Tipo de parceiro inválido (use marketplace ou affiliate)'],
      [target.id, { ...body, name: '' }, 400, 'Informe o nome do parceiro'],
      [999_999, body, 404, 'Parceiro não encontrado'],
      ['abc', body, 400, 'Parceiro não encontrado'],
    ];
    for (const [id, payload, status, detail] of cases) {
      const refused = await put(id, payload);
      expect(refused.statusCode, detail).toBe(status);
      expect(refused.json().detail).toBe(detail);
    }
    expect((await t.app.inject({ method: 'PUT', url: `/api/super-admin/partners/${target.id}`, headers, payload: 'nome=x' })).statusCode).toBeLessThan(500);
    expect((await get('/api/super-admin/partners')).json().partners.find((p: { id: number }) => p.id === target.id).name).toBe('Parceiro Renomeado');
  });

  it('exports a CSV a Portuguese spreadsheet opens right, with formulas inert', async () => {
    await post('/api/super-admin/partners', { name: '=HYPERLINK("http://x")', contact_email: 'formula@example.com', commission_rate: 7.5 });
    const res = await get('/api/super-admin/partners/export?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="parceiros-2026-11-22.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const records: string[][] = parse(res.body, { delimiter: ';', bom: true });
    expect(records[0]).toEqual(['ID', 'Nome', 'E-mail de contato', 'Site', 'Comissão (%)', 'Tipo', 'Status', 'Categorias', 'Produtos', 'Vendas (R$)', 'Cadastrado em']);
    const formula = records.find((r) => r[2] === 'formula@example.com')!;
    expect(formula[1]).toBe('\'=HYPERLINK("http://x")');
    expect(formula[4]).toBe('7,5');
    // Type and status worded as the screen words them, not the API's English values.
    expect([formula[5], formula[6]]).toEqual(['Marketplace', 'Pendente']);
    expect(records.find((r) => r[1] === 'Parceiro Renomeado')!.slice(5, 7)).toEqual(['Afiliado', 'Inativo']);
    expect(formula[10]).toBe('22/11/2026');
  });

  it('lists categories (b2c includes both audiences) and occasions with their state', async () => {
    const all = (await get('/api/super-admin/categories')).json().categories;
    const b2c = (await get('/api/super-admin/categories?target_audience=b2c')).json().categories;
    expect(b2c.length).toBeGreaterThan(0);
    expect(b2c.length).toBeLessThanOrEqual(all.length);
    expect(b2c.every((c: { target_audience: string }) => ['b2c', 'ambos'].includes(c.target_audience))).toBe(true);
    const occasions = (await get('/api/super-admin/occasions')).json().occasions;
    expect(occasions.length).toBeGreaterThan(0);
    expect(occasions[0]).toEqual({ id: expect.any(Number), name: expect.any(String), icon: expect.any(String), featured: expect.any(Boolean), active: expect.any(Boolean), suggested_group_sizes: expect.any(Array) });
  });

  it('audits each partner change once with before and after', async () => {
    const entries = (await get('/api/super-admin/audit?limit=100')).json().entries as Array<{ action: string; before: unknown; after: unknown }>;
    const count = (action: string) => entries.filter((e) => e.action === action).length;
    expect(count('partner.created')).toBe(3);
    expect(count('partner.bulk_activate')).toBe(1);
    expect(count('partner.deleted')).toBe(1);
    expect(count('partner.updated')).toBe(2);
    expect(entries.find((e) => e.action === 'partner.updated')!.before).toMatchObject({ name: expect.any(String) });
    expect(entries.find((e) => e.action === 'partner.deleted')!.before).toMatchObject({ name: expect.any(String) });
  });
});
