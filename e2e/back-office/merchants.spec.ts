import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { createPlanViaApi, expectNoSeriousA11yViolations, newAddress, signIn, toastWith, unique } from './back-office-helpers.ts';

/** /super-admin/merchants: create, search, filter, change status and plan. */
test.use({ extraHTTPHeaders: newAddress() });

// A table from `sm` up, one card per merchant on phones: the rows this screen size shows.
const visibleRows = (page: Page) => page.getByTestId('merchant-row').filter({ visible: true });

test('the operator creates a merchant with a plan, finds it, changes its status and plan', async ({ page }) => {
  await signIn(page, '/super-admin/merchants');
  const plan = await createPlanViaApi(page.request, { name: unique('Plano Loja'), monthly_fee: 29.9, percentage_fee: 1.5 });
  const other = await createPlanViaApi(page.request, { name: unique('Plano Outro'), monthly_fee: 0, percentage_fee: 3 });
  const storeId = unique('loja-e2e');
  const storeName = `Loja ${storeId}`;

  await page.getByRole('button', { name: 'Novo Lojista' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Lojista' });
  await dialog.getByLabel('ID da loja').fill(storeId);
  await dialog.getByLabel('Nome da loja').fill(storeName);
  await dialog.getByLabel('E-mail de contato').fill(`${storeId}@example.com`);
  await dialog.getByLabel('Plano').selectOption({ label: plan.name });
  await dialog.getByRole('button', { name: 'Criar Lojista' }).click();
  await expect(toastWith(page, 'Lojista criado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Buscar', { exact: true }).fill(storeId);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(new RegExp(`search=${storeId}`));
  const row = visibleRows(page).filter({ hasText: storeId });
  await expect(visibleRows(page)).toHaveCount(1);
  await expect(row).toContainText(storeName);
  await expect(row).toContainText(plan.name);
  await expect(row).toContainText('Ativo');
  await expect(row).toContainText('R$ 0,00');
  await expect(row).toContainText(new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date()));
  await expectNoSeriousA11yViolations(page);

  // The same store id again: the server's detail.
  await page.getByRole('button', { name: 'Novo Lojista' }).click();
  await dialog.getByLabel('ID da loja').fill(storeId);
  await dialog.getByLabel('Nome da loja').fill('Outra loja');
  await dialog.getByRole('button', { name: 'Criar Lojista' }).click();
  await expect(toastWith(page, 'Já existe um lojista com este ID de loja')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await row.getByRole('button', { name: `Alterar status ou plano de ${storeName}` }).click();
  const edit = page.getByRole('dialog', { name: `Alterar ${storeName}` });
  await edit.getByLabel('Status').selectOption('inactive');
  await edit.getByLabel('Plano').selectOption({ label: other.name });
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(toastWith(page, 'Lojista atualizado com sucesso!')).toBeVisible();
  await expect(row).toContainText('Inativo');
  await expect(row).toContainText(other.name);

  await page.getByLabel('Status', { exact: true }).selectOption('inactive');
  await page.getByRole('button', { name: 'Buscar' }).click();
  // The form takes its fields back from the URL when it changes: wait for it before the next choice.
  await expect(page).toHaveURL(/status=inactive/);
  await expect(visibleRows(page)).toHaveCount(1);
  await page.getByLabel('Status', { exact: true }).selectOption('uninstalled');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('Nenhum lojista encontrado')).toBeVisible();
});

test('a merchant needs a store id and a name; a bad contact e-mail is refused by the form', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (r) => { if (r.method() === 'POST' && r.url().endsWith('/api/super-admin/merchants')) posts.push(r.url()); });
  await signIn(page, '/super-admin/merchants');
  await page.getByRole('button', { name: 'Novo Lojista' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Lojista' });
  // Our own words under each field (never the browser's bubbles), gone as soon as the field is filled.
  await dialog.getByRole('button', { name: 'Criar Lojista' }).click();
  await expect(dialog.getByText('Informe o ID da loja')).toBeVisible();
  await expect(dialog.getByText('Informe o nome da loja')).toBeVisible();
  await dialog.getByLabel('ID da loja').fill(unique('loja'));
  await expect(dialog.getByText('Informe o ID da loja')).toHaveCount(0);
  await dialog.getByLabel('Nome da loja').fill('Loja sem e-mail bom');
  await expect(dialog.getByText('Informe o nome da loja')).toHaveCount(0);
  await dialog.getByLabel('E-mail de contato').fill('não-é-email');
  await dialog.getByRole('button', { name: 'Criar Lojista' }).click();
  await expect(dialog.getByText('Informe um e-mail válido')).toBeVisible();
  // A store id the server would refuse: its words, before any call.
  await dialog.getByLabel('E-mail de contato').fill('');
  await dialog.getByLabel('ID da loja').fill('Loja Com Espaço');
  await expect(dialog.getByText('ID da loja inválido: use letras minúsculas, números e hífens (ex.: minha-loja)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Criar Lojista' }).click();
  await expect(dialog).toBeVisible();
  expect(posts).toEqual([]);
});

test('the merchants list pages with Anterior and Próxima', async ({ page }) => {
  await signIn(page, '/super-admin/merchants');
  // A page of two merchants, answered by the test: the screen follows total and page_size.
  await page.route('**/api/super-admin/merchants?*', async (route) => {
    const url = new URL(route.request().url());
    const pageNumber = Number(url.searchParams.get('page') ?? '1');
    const merchant = (id: number) => ({
      id, store_id: `loja-${id}`, store_name: `Loja ${id}`, contact_email: null, plan_id: null, plan_name: null,
      status: 'active', installed_at: '2026-01-02T12:00:00.000Z', total_groups: id, total_revenue: 10.5, total_store_share: 9.98,
    });
    await route.fulfill({ json: { success: true, merchants: [merchant(pageNumber * 2 - 1), merchant(pageNumber * 2)], total: 5, page: pageNumber, page_size: 2 } });
  });
  await page.reload();
  await expect(page.getByText('Página 1 de 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  await expect(visibleRows(page).first()).toContainText('Nenhum plano');
  await expect(visibleRows(page).first()).toContainText('R$ 10,50');
  await expect(visibleRows(page).first()).toContainText('R$ 9,98');
  await page.getByRole('button', { name: 'Próxima' }).click();
  await expect(page.getByText('Página 2 de 3')).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  await expect(visibleRows(page).first()).toContainText('loja-3');
  await page.getByRole('button', { name: 'Próxima' }).click();
  await expect(page.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(page.getByText('Página 2 de 3')).toBeVisible();
});
