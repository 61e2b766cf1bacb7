import { beforeAll, describe, expect, it } from 'vitest';
import { expireDueGroups } from '../services/groups/expire-groups.ts';
import { asMerchant, operatorHeaders, signUpMerchant } from '../testing/merchant-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

const ROUTES = [
  ['GET', '/api/super-admin/products'], ['POST', '/api/super-admin/products'], ['PUT', '/api/super-admin/products/1'],
  ['DELETE', '/api/super-admin/products/1'], ['POST', '/api/super-admin/categories'], ['PUT', '/api/super-admin/categories/1'],
  ['DELETE', '/api/super-admin/categories/1'], ['POST', '/api/super-admin/occasions'], ['PUT', '/api/super-admin/occasions/1'],
  ['DELETE', '/api/super-admin/occasions/1'],
] as const;

/** A valid product form (spec §5); each test changes what it checks. */
const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Cafeteira Elétrica Prática', description: 'Passa café para a família toda', price: 899.9,
  image: 'https://cdn.exemplo.com.br/cafeteira.webp', category: 'Casa e Cozinha', ...overrides,
});

describe(`the operator's products, categories and occasions on ${testEngine}`, () => {
  let t: TestApp;
  let headers: Record<string, string>;
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const get = (url: string) => t.app.inject({ url, headers });
  const auditCount = async (entity: string, entityId: number | string) =>
    (await t.database.db.selectFrom('audit_log').select('id').where('entity', '=', entity).where('entity_id', '=', String(entityId)).execute()).length;

  beforeAll(async () => {
    t = await createTestApp();
    headers = await operatorHeaders(t, 'op-produtos@example.com', 'op-produtos-1');
  });

  it('refuses strangers (401) and merchants (403) on every route', async () => {
    const merchant = await signUpMerchant(t);
    for (const [method, url] of ROUTES) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.app.inject({ method, url, headers: asMerchant(merchant) })).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('creates a product with the spec defaults, tags from comma-separated text and an empty partner as none', async () => {
    const res = await send('POST', '/api/super-admin/products', form({ tags: ' cozinha, ,café ', partner_id: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true, detail: 'Produto criado com sucesso!',
      product: {
        name: 'Cafeteira Elétrica Prática', price: 899.9, type: 'demo', status: 'active', featured: false, commission_rate: 0,
        min_group_size: 2, max_group_size: 10, target_audience: 'geral', tags: ['cozinha', 'café'], partner_id: null, partner_name: null,
      },
    });
    expect(await auditCount('product', res.json().product.id)).toBe(1);
    // The public catalogue shows it at once.
    const pub = await t.app.inject(`/api/products/${res.json().product.id}`);
    expect(pub.json()).toMatchObject({ name: 'Cafeteira Elétrica Prática', price: 899.9 });
  });

  it('checks every rule of the form again, at its boundaries, and writes nothing when one fails', async () => {
    const before = (await t.database.db.selectFrom('products').select('id').execute()).length;
    const ok = [
      form({ name: 'Limite comissão', commission_rate: 50 }),
      form({ name: 'Limite tamanhos baixos', min_group_size: 1, max_group_size: 2 }),
      form({ name: 'Limite tamanhos altos', min_group_size: 50, max_group_size: 100 }),
      form({ name: 'Preço mínimo', price: 0.01 }),
      form({ name: 'Preço máximo', price: 1_000_000 }),
      form({ name: 'Imagem do app', image: '/images/products/cafeteira.webp' }),
    ];
    for (const body of ok) expect((await send('POST', '/api/super-admin/products', body)).statusCode, JSON.stringify(body)).toBe(201);
    const refused: Array<[object, string]> = [
      [form({ commission_rate: 50.1 }), 'Comissão inválida: informe de 0 a 50, com até 1 casa decimal'],
      [form({ commission_rate: 1.25 }), 'Comissão inválida: informe de 0 a 50, com até 1 casa decimal'],
      [form({ min_group_size: 0 }), 'Tamanho mínimo do grupo inválido: informe de 1 a 50'],
      [form({ min_group_size: 51, max_group_size: 100 }), 'Tamanho mínimo do grupo inválido: informe de 1 a 50'],
      [form({ max_group_size: 1, min_group_size: 1 }), 'Tamanho máximo do grupo inválido: informe de 2 a 100'],
      [form({ max_group_size: 101 }), 'Tamanho máximo do grupo inválido: informe de 2 a 100'],
      [form({ min_group_size: 8, max_group_size: 5 }), 'O tamanho mínimo do grupo não pode ser maior que o máximo'],
      [form({ image: 'foto da cafeteira' }), 'Imagem inválida: informe um endereço https:// ou uma imagem enviada ao Juntaí'],
      [form({ image: 'http://cdn.exemplo.com/x.png' }), 'Imagem inválida: informe um endereço https:// ou uma imagem enviada ao Juntaí'],
      [form({ price: -1 }), 'Preço inválido: informe de R$ 0,01 a R$ 1.000.000,00, com até 2 casas decimais'],
      [form({ price: 10.001 }), 'Preço inválido: informe de R$ 0,01 a R$ 1.000.000,00, com até 2 casas decimais'],
      // '499,90' read as 49990 reais, or a price beyond any product; and text, which only a form reads.
      [form({ price: 0 }), 'Preço inválido: informe de R$ 0,01 a R$ 1.000.000,00, com até 2 casas decimais'],
      [form({ price: 1_000_000.01 }), 'Preço inválido: informe de R$ 0,01 a R$ 1.000.000,00, com até 2 casas decimais'],
      [form({ price: 49_990_000 }), 'Preço inválido: informe de R$ 0,01 a R$ 1.000.000,00, com até 2 casas decimais'],
      [form({ price: 1e300 }), 'Preço inválido: informe de R$ 0,01 a R$ 1.000.000,00, com até 2 casas decimais'],
      [form({ price: '499,90' }), 'Preço inválido: informe de R$ 0,01 a R$ 1.000.000,00, com até 2 casas decimais'],
      [form({ commission_rate: -0.1 }), 'Comissão inválida: informe de 0 a 50, com até 1 casa decimal'],
      [form({ commission_rate: '3,5' }), 'Comissão inválida: informe de 0 a 50, com até 1 casa decimal'],
      [form({ name: '   ' }), 'Informe o nome do produto'],
      [form({ description: '' }), 'Informe a descrição do produto'],
      [form({ category: '' }), 'Escolha a categoria do produto'],
      [form({ category: 'Categoria Inexistente' }), 'Categoria não encontrada'],
      [form({ partner_id: 999_999 }), 'Parceiro não encontrado'],
      [form({ type: 'b2b' }), 'Tipo de produto inválido (use demo ou marketplace)'],
    ];
    for (const [body, detail] of refused) {
      const res = await send('POST', '/api/super-admin/products', body);
      expect(res.statusCode, detail).toBe(400);
      expect(res.json().detail).toBe(detail);
    }
    expect((await t.database.db.selectFrom('products').select('id').execute()).length).toBe(before + ok.length);
  });

  it('lists newest first: a product just created, featured or not, heads the unfiltered first page', async () => {
    const seededFeatured = await t.database.db.selectFrom('products').select('id').where('featured', '=', true).execute();
    expect(seededFeatured.length).toBeGreaterThan(0);
    const made = (await send('POST', '/api/super-admin/products', form({ name: 'Chaleira Recém-Criada', featured: false }))).json().product;
    const first = (await get('/api/super-admin/products?page=1')).json().products[0];
    expect(first.id).toBe(made.id);
  });

  it('filters by type, category, status, partner (or none) and featured, and searches without accents, paged on the server', async () => {
    const made = (await send('POST', '/api/super-admin/products', form({ name: 'Liquidificador Único', description: 'Potência máxima', type: 'marketplace', category: 'Casa e Cozinha', featured: true }))).json().product;
    const ids = (url: string) => get(url).then((r) => r.json().products.map((p: { id: number }) => p.id) as number[]);
    expect(await ids('/api/super-admin/products?search=LIQUIDIFICADOR unico')).toEqual([made.id]);
    expect(await ids('/api/super-admin/products?search=potencia maxima')).toEqual([made.id]);
    expect(await ids('/api/super-admin/products?search=potencia&type=demo')).toEqual([]);
    expect(await ids('/api/super-admin/products?search=potencia&type=marketplace&category=Casa e Cozinha&status=active&featured=true&partner_id=none')).toEqual([made.id]);
    expect(await ids('/api/super-admin/products?search=potencia&category=Eletrônicos')).toEqual([]);

    const partner = await t.database.db.selectFrom('products').select('partner_id').where('partner_id', 'is not', null).executeTakeFirstOrThrow();
    const ofPartner = await ids(`/api/super-admin/products?partner_id=${partner.partner_id}&limit=200`);
    const expected = await t.database.db.selectFrom('products').select('id').where('partner_id', '=', partner.partner_id).execute();
    expect(ofPartner.sort()).toEqual(expected.map((r) => r.id).sort());
    const none = (await get('/api/super-admin/products?partner_id=none&limit=200')).json().products;
    expect(none.every((p: { partner_id: number | null }) => p.partner_id === null)).toBe(true);

    const all = await t.database.db.selectFrom('products').select(['type', 'featured']).execute();
    const page1 = (await get('/api/super-admin/products?limit=5&page=1')).json();
    const page2 = (await get('/api/super-admin/products?limit=5&page=2')).json();
    expect(page1.products).toHaveLength(5);
    expect(page1.total).toBe(all.length);
    expect(page2.products.map((p: { id: number }) => p.id)).not.toContain(page1.products[0].id);
    expect(page1.summary).toEqual({
      total: all.length, demo: all.filter((p) => p.type === 'demo').length,
      marketplace: all.filter((p) => p.type === 'marketplace').length, featured: all.filter((p) => p.featured).length,
    });
    for (const bad of ['type=b2b', 'status=x', 'partner_id=abc', 'limit=0', 'limit=201', 'page=0']) {
      const res = await get(`/api/super-admin/products?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().detail).toMatch(/[a-zà-ú]/i);
    }
  });

  it('toggles status and featured alone, edits the whole form, each with exactly one audit entry with before and after', async () => {
    const id = (await send('POST', '/api/super-admin/products', form({ name: 'Alternável', status: 'draft' }))).json().product.id as number;
    const status = await send('PUT', `/api/super-admin/products/${id}`, { status: 'active' });
    expect(status.json()).toMatchObject({ success: true, product: { status: 'active' } });
    const star = await send('PUT', `/api/super-admin/products/${id}`, { featured: true });
    expect(star.json()).toMatchObject({ product: { featured: true, status: 'active' } });
    const edit = await send('PUT', `/api/super-admin/products/${id}`, form({ name: 'Alternável Editado', price: 10, featured: true }));
    expect(edit.json()).toMatchObject({ detail: 'Produto atualizado com sucesso!', product: { name: 'Alternável Editado', price: 10 } });
    const entries = await t.database.db.selectFrom('audit_log').select(['action', 'before', 'after']).where('entity', '=', 'product')
      .where('entity_id', '=', String(id)).orderBy('id').execute();
    expect(entries.map((e) => e.action)).toEqual(['product.created', 'product.status_changed', 'product.featured_changed', 'product.updated']);
    expect(entries[1]).toMatchObject({ before: { status: 'draft' }, after: { status: 'active' } });
    expect(entries[3]).toMatchObject({ before: { name: 'Alternável' }, after: { name: 'Alternável Editado' } });
    // The marketplace reflects it at once.
    expect((await t.app.inject(`/api/products/${id}`)).json()).toMatchObject({ name: 'Alternável Editado', price: 10 });

    expect((await send('PUT', `/api/super-admin/products/${id}`, { status: 'archived' })).json().detail).toBe('Status de produto inválido (use active, inactive ou draft)');
    expect((await send('PUT', `/api/super-admin/products/${id}`, { featured: 'sim' })).statusCode).toBe(400);
    expect((await send('PUT', `/api/super-admin/products/${id}`, { name: 'Só o nome' })).statusCode).toBe(400);
    expect((await send('PUT', '/api/super-admin/products/999999', { status: 'active' })).statusCode).toBe(404);
    expect(await auditCount('product', id)).toBe(4);
  });

  it('honours the product\'s own group sizes at group creation, within 2–20', async () => {
    const id = (await send('POST', '/api/super-admin/products', form({ name: 'Grupos de 3 a 5', min_group_size: 3, max_group_size: 5 }))).json().product.id;
    const create = (quotas: number) => t.app.inject({
      method: 'POST', url: '/api/groups', payload: {
        product_id: id, number_of_quotas: quotas, creator_name: 'Ana', creator_email: 'ana@example.com', creator_whatsapp: '11987654321',
        invited_participants: ['Ana', ...Array.from({ length: quotas - 1 }, (_, i) => `Pessoa ${i + 2}`)],
      },
    });
    for (const quotas of [2, 6]) {
      const res = await create(quotas);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('Este produto é vendido em grupos de 3 a 5 pessoas');
    }
    expect((await create(3)).statusCode).toBe(201);
    expect((await create(5)).statusCode).toBe(201);
    // 1–50 and 40–100 are read within 2–20.
    const wide = (await send('POST', '/api/super-admin/products', form({ name: 'Grupos grandes', min_group_size: 40, max_group_size: 100 }))).json().product.id;
    const big = await t.app.inject({
      method: 'POST', url: '/api/groups', payload: {
        product_id: wide, number_of_quotas: 19, creator_name: 'Ana', creator_email: 'ana@example.com', creator_whatsapp: '11987654321',
        invited_participants: ['Ana', ...Array.from({ length: 18 }, (_, i) => `Pessoa ${i + 2}`)],
      },
    });
    expect(big.json().detail).toBe('Este produto é vendido em grupos de exatamente 20 pessoas');
  });

  it('adds, renames (its products follow) and deactivates categories; one in use cannot be removed', async () => {
    const made = await send('POST', '/api/super-admin/categories', { name: 'Jardinagem', icon: '🌱' });
    expect(made.statusCode).toBe(201);
    const category = made.json().category;
    expect(category).toMatchObject({ name: 'Jardinagem', icon: '🌱', active: true, products: 0, target_audience: 'ambos' });
    expect((await send('POST', '/api/super-admin/categories', { name: 'Jardinagem' })).statusCode).toBe(409);

    const product = (await send('POST', '/api/super-admin/products', form({ name: 'Regador', category: 'Jardinagem' }))).json().product;
    const renamed = await send('PUT', `/api/super-admin/categories/${category.id}`, { name: 'Jardim' });
    expect(renamed.json().category).toMatchObject({ name: 'Jardim', products: 1 });
    expect((await t.app.inject(`/api/products/${product.id}`)).json().category).toBe('Jardim');

    const inUse = await send('DELETE', `/api/super-admin/categories/${category.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().detail).toBe('Esta categoria está em uso por 1 produto e não pode ser excluída. Desative-a.');

    await send('PUT', `/api/super-admin/categories/${category.id}`, { active: false });
    const publicNames = (await t.app.inject('/api/categories')).json().map((c: { name: string }) => c.name);
    expect(publicNames).not.toContain('Jardim');
    const operatorList = (await get('/api/super-admin/categories')).json().categories;
    expect(operatorList.find((c: { id: number }) => c.id === category.id)).toMatchObject({ active: false, products: 1 });
    // A product keeps its inactive category when edited, but a new product cannot choose it.
    expect((await send('PUT', `/api/super-admin/products/${product.id}`, form({ name: 'Regador Grande', category: 'Jardim' }))).statusCode).toBe(200);
    expect((await send('POST', '/api/super-admin/products', form({ name: 'Pá', category: 'Jardim' }))).json().detail).toBe('Categoria não encontrada');

    await send('DELETE', `/api/super-admin/products/${product.id}`);
    expect((await send('DELETE', `/api/super-admin/categories/${category.id}`)).statusCode).toBe(200);
    expect((await send('PUT', `/api/super-admin/categories/${category.id}`, { name: 'X' })).statusCode).toBe(404);
    expect((await send('PUT', '/api/super-admin/categories/1', {})).json().detail).toBe('Nada para alterar: envie name, icon, active ou os demais campos');
    expect(await auditCount('category', category.id)).toBe(4); // created, renamed, deactivated, deleted
  });

  it('adds, edits, deactivates and removes occasions; the marketplace shows only active ones', async () => {
    const made = await send('POST', '/api/super-admin/occasions', { name: 'Chá de Panela', icon: '🎓', suggested_group_sizes: [10, 4, 10] });
    expect(made.statusCode).toBe(201);
    const occasion = made.json().occasion;
    expect(occasion).toMatchObject({ name: 'Chá de Panela', active: true, featured: false, suggested_group_sizes: [4, 10] });
    expect((await t.app.inject('/api/occasions')).json().map((o: { name: string }) => o.name)).toContain('Chá de Panela');
    await send('PUT', `/api/super-admin/occasions/${occasion.id}`, { active: false, name: 'Chás de Panela' });
    expect((await t.app.inject('/api/occasions')).json().map((o: { name: string }) => o.name)).not.toContain('Chás de Panela');
    expect((await send('PUT', `/api/super-admin/occasions/${occasion.id}`, { suggested_group_sizes: [1] })).json().detail)
      .toBe('Tamanhos sugeridos inválidos: informe números inteiros de 2 a 20');
    expect((await send('DELETE', `/api/super-admin/occasions/${occasion.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/super-admin/occasions/${occasion.id}`)).statusCode).toBe(404);
    expect(await auditCount('occasion', occasion.id)).toBe(3);
  });

  // Last: it moves the clock past the group's expiry (and the operator's session).
  it('deletes a product without breaking its groups: page, preview, joins and refunds go on from the group\'s own copy', async () => {
    const id = (await send('POST', '/api/super-admin/products', form({ name: 'Produto Que Some', price: 100 }))).json().product.id;
    const created = await t.app.inject({
      method: 'POST', url: '/api/groups', payload: {
        product_id: id, number_of_quotas: 3, creator_name: 'Ana', creator_email: 'ana@example.com', creator_whatsapp: '11987654321',
        invited_participants: ['Ana', 'Bia', 'Caio'],
      },
    });
    const linkId = created.json().link_id as string;
    const join = (name: string) => t.app.inject({
      method: 'POST', url: `/api/groups/${linkId}/join`,
      payload: { name, email: `${name.toLowerCase()}@example.com`, whatsapp: '11912345678', payment_method: 'card', installments: 1 },
    });
    expect((await join('Ana')).statusCode).toBe(201);

    const del = await send('DELETE', `/api/super-admin/products/${id}`);
    expect(del.json()).toEqual({ success: true, detail: 'Produto excluído com sucesso!' });
    expect((await t.app.inject(`/api/products/${id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/super-admin/products/${id}`)).statusCode).toBe(404);
    expect(await auditCount('product', id)).toBe(2);

    const group = await t.app.inject(`/api/groups/${linkId}`);
    expect(group.statusCode).toBe(200);
    expect(group.json()).toMatchObject({ product_id: null, product_name: 'Produto Que Some', product_price: 100 });
    expect((await join('Bia')).statusCode).toBe(201);

    // It expires with one quota unpaid: both card payments are given back.
    t.clock.advance(8 * 24 * 60 * 60 * 1000);
    await expireDueGroups(t.app.ctx);
    const payments = await t.database.db.selectFrom('payments').innerJoin('groups', 'groups.id', 'payments.group_id')
      .select('payments.status').where('groups.link_id', '=', linkId).execute();
    expect(payments.map((p) => p.status).sort()).toEqual(['voided', 'voided']);
    expect((await t.app.inject(`/api/groups/${linkId}`)).json().status).toBe('expired');
  });
});
