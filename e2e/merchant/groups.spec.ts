import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { defaultStoreOwner, expectNoSeriousA11yViolations, fromNewAddress, signInBrowser, toastWith } from './merchant-helpers.ts';

/**
 * /admin/groups as the default store's merchant (the only store with products, so the only one with
 * groups). Other tests add groups to the same store at the same time, so each test gives its
 * organizers a name of its own and searches for it: the counts below are about this test's groups.
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.68.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });

interface ApiProduct { id: number; name: string; price: number; status: string; type: string; min_group_size: number; max_group_size: number }
interface Created { link_id: string; product: string; names: string[] }

const letters = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function products(request: APIRequestContext): Promise<ApiProduct[]> {
  // Sold to groups of 2 and 3, as these tests make them (the operator's sizes are enforced).
  return ((await (await request.get('/api/products?type=demo&status=active')).json()) as ApiProduct[])
    .filter((p) => p.price >= 100 && p.min_group_size <= 2 && p.max_group_size >= 3);
}

async function createGroup(request: APIRequestContext, product: ApiProduct, organizer: string, size = 2): Promise<Created> {
  const names = [organizer, ...Array.from({ length: size - 1 }, (_, i) => `Convidado ${i + 1}`)];
  const res = await request.post('/api/groups', {
    headers: fromNewAddress(),
    data: {
      product_id: product.id, number_of_quotas: size, creator_name: organizer, creator_email: 'organizadora@example.com',
      creator_whatsapp: '11987654321', invited_participants: names,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { link_id: ((await res.json()) as { link_id: string }).link_id, product: product.name, names };
}

async function payAll(request: APIRequestContext, group: Created) {
  for (const name of group.names) {
    const res = await request.post(`/api/groups/${group.link_id}/join`, {
      headers: fromNewAddress(),
      data: { name, email: `${name.replace(/\W/g, '').toLowerCase()}@example.com`, whatsapp: '11912345678', payment_method: 'card', installments: 1 },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

async function expire(request: APIRequestContext, group: Created) {
  const res = await request.post(`/api/testing/groups/${group.link_id}/expire`);
  expect(res.status(), await res.text()).toBe(200);
}

const rows = (page: Page) => page.getByTestId('admin-group');
const rowOf = (page: Page, linkId: string) => page.locator(`article[aria-labelledby="admin-group-${linkId}"]`);
const count = (page: Page) => page.getByTestId('groups-count');

async function openGroups(page: Page, request: APIRequestContext) {
  await signInBrowser(page, await defaultStoreOwner(request));
  await page.goto('/admin/groups');
  await expect(page.getByRole('heading', { name: 'Grupos da Loja' })).toBeVisible();
}

test('lists the store\'s groups with their details, filters by status and searches on the server', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = letters();
  const [p1, p2, p3] = await products(request);
  const active = await createGroup(request, p1!, `Ana ${tag}`, 3);
  const completed = await createGroup(request, p2!, `Bia ${tag}`);
  await payAll(request, completed);
  const expired = await createGroup(request, p3!, `Caio ${tag}`);
  await expire(request, expired);

  await openGroups(page, request);
  await expect(page.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/admin');
  const search = page.getByPlaceholder('Produto ou organizador...');
  await search.fill(tag);
  await expect(count(page)).toHaveText('3 grupo(s) encontrado(s)');
  await expect(rows(page)).toHaveCount(3);
  // Newest first.
  await expect(rows(page).first()).toHaveAttribute('aria-labelledby', `admin-group-${expired.link_id}`);

  const row = rowOf(page, active.link_id);
  await expect(row.getByRole('heading', { name: active.product })).toBeVisible();
  await expect(row.getByText(new RegExp(`^Por: Ana ${tag} • \\d{2}/\\d{2}/\\d{4}$`))).toBeVisible();
  await expect(row.getByText('Ativo', { exact: true })).toBeVisible();
  await expect(row.getByText('0/3 participantes')).toBeVisible();
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(row.getByText('arrecadado')).toContainText('R$ 0,00');
  await expect(row.getByText('repasse')).toContainText('R$ 0,00');
  await expect(row.locator('img')).toHaveAttribute('src', /.+/);
  await expect(row.getByRole('link', { name: `Ver o grupo ${active.product}` })).toHaveAttribute('href', `/g/${active.link_id}`);
  const whatsapp = row.getByRole('link', { name: /WhatsApp/ });
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  const href = await whatsapp.getAttribute('href');
  expect(href).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
  // The organizer reads which store writes.
  const storeName = ((await (await page.request.get('/api/admin/me')).json()) as { store: { store_name: string } }).store.store_name;
  expect(decodeURIComponent(href!.split('text=')[1]!))
    .toBe(`Olá! Quem escreve é a loja *${storeName}*. Seu grupo para *${active.product}* está ativo, compartilhe com seus amigos!`);
  await expect(row.getByRole('button', { name: /Excluir/ })).toHaveCount(0);

  const done = rowOf(page, completed.link_id);
  await expect(done.getByText('Concluído', { exact: true })).toBeVisible();
  await expect(done.getByText('2/2 participantes')).toBeVisible();
  await expect(done.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(done.getByText('arrecadado')).not.toContainText('R$ 0,00');
  // What the store receives: less than what was collected (the service fee is the platform's), not nothing.
  await expect(done.getByText('repasse')).not.toContainText('R$ 0,00');
  const reais = async (text: string) => Number((await done.getByText(text).textContent())!.replace(/[^\d,]/g, '').replace(',', '.'));
  expect(await reais('repasse')).toBeLessThan(await reais('arrecadado'));
  await expect(done.getByRole('button', { name: /Excluir/ })).toHaveCount(0);
  await expect(rowOf(page, expired.link_id).getByText('Expirado', { exact: true })).toBeVisible();
  await expect(rowOf(page, expired.link_id).getByRole('button', { name: `Excluir o grupo ${expired.product}` })).toBeVisible();

  const status = page.getByRole('combobox', { name: 'Status' });
  for (const [label, group] of [['Ativos', active], ['Concluídos', completed], ['Expirados', expired]] as const) {
    await status.selectOption({ label });
    await expect(count(page)).toHaveText('1 grupo(s) encontrado(s)');
    await expect(rows(page)).toHaveCount(1);
    await expect(rowOf(page, group.link_id)).toBeVisible();
  }
  await status.selectOption({ label: 'Todos' });
  await expect(count(page)).toHaveText('3 grupo(s) encontrado(s)');

  // The search covers the organizer's name (one of them) and finds nothing for a word nobody has.
  await search.fill(`Bia ${tag}`);
  await expect(count(page)).toHaveText('1 grupo(s) encontrado(s)');
  await expect(rowOf(page, completed.link_id)).toBeVisible();
  await search.fill(`${tag}zzz`);
  await expect(page.getByText('Nenhum grupo encontrado')).toBeVisible();
  await expect(count(page)).toHaveText('0 grupo(s) encontrado(s)');
});

test('deletes an expired group after the confirmation, and reports a failure', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = letters();
  const [, p2, p3] = await products(request);
  const first = await createGroup(request, p2!, `Duda ${tag}`);
  const second = await createGroup(request, p3!, `Edu ${tag}`);
  await expire(request, first);
  await expire(request, second);

  await openGroups(page, request);
  await page.getByPlaceholder('Produto ou organizador...').fill(tag);
  await expect(count(page)).toHaveText('2 grupo(s) encontrado(s)');

  await rowOf(page, first.link_id).getByRole('button', { name: /Excluir/ }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Tem certeza que deseja excluir o grupo para "${first.product}"?`);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(rows(page)).toHaveCount(2);

  await rowOf(page, first.link_id).getByRole('button', { name: /Excluir/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir', exact: true }).click();
  await expect(toastWith(page, 'Grupo excluído com sucesso!')).toBeVisible();
  await expect(rowOf(page, first.link_id)).toHaveCount(0);
  await expect(count(page)).toHaveText('1 grupo(s) encontrado(s)');
  expect((await request.get(`/api/groups/${first.link_id}`)).status()).toBe(404);

  // Gone behind the page's back: deleting it again fails, and the list reloads without it.
  const owner = await defaultStoreOwner(request);
  expect((await request.delete(`/api/groups/${second.link_id}`, { headers: { authorization: `Bearer ${owner.token}` } })).status()).toBe(200);
  await rowOf(page, second.link_id).getByRole('button', { name: /Excluir/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir', exact: true }).click();
  await expect(toastWith(page, 'Erro ao excluir grupo')).toBeVisible();
  await expect(page.getByText('Nenhum grupo encontrado')).toBeVisible();
});

test("'Carregar mais' asks the server for the next page with its cursor", async ({ page, request }) => {
  test.setTimeout(90_000);
  const tag = letters();
  const [p1] = await products(request);
  const groups: Created[] = [];
  for (const name of ['Fabi', 'Gabi', 'Hugo']) groups.push(await createGroup(request, p1!, `${name} ${tag}`));
  // Pages of 2 instead of 20, so three groups make two pages.
  await page.route((url) => url.pathname === '/api/admin/groups', (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('limit', '2');
    return route.continue({ url: url.toString() });
  });
  await openGroups(page, request);
  await page.getByPlaceholder('Produto ou organizador...').fill(tag);
  await expect(count(page)).toHaveText('3 grupo(s) encontrado(s)');
  await expect(rows(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);
  await expect(rows(page).last()).toHaveAttribute('aria-labelledby', `admin-group-${groups[0]!.link_id}`);
});

test("a failed load says 'Erro ao carregar grupos'", async ({ page, request }) => {
  await page.route((url) => url.pathname === '/api/admin/groups', (route) => route.fulfill({ status: 500, json: { success: false, detail: 'Erro interno' } }));
  await openGroups(page, request);
  await expect(toastWith(page, 'Erro ao carregar grupos')).toBeVisible();
  await expect(page.getByText('Nenhum grupo encontrado')).toBeVisible();
});

test('the panel counts the store\'s groups and has no serious accessibility violations; neither has the list', async ({ page, request }) => {
  const tag = letters();
  const [p1] = await products(request);
  const group = await createGroup(request, p1!, `Iris ${tag}`);
  await signInBrowser(page, await defaultStoreOwner(request));
  await page.goto('/admin');
  await expect(page.getByTestId('store-name')).toBeVisible();
  await expect.poll(async () => Number(await page.getByTestId('metric-active-value').textContent())).toBeGreaterThan(0);
  await expect(page.getByText(/\d+ grupos? no total/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: /Gerenciar Grupos/ }).click();
  await page.getByPlaceholder('Produto ou organizador...').fill(tag);
  await expect(rowOf(page, group.link_id)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
