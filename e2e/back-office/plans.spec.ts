import { expect, test } from '../fixtures.ts';
import { expectNoSeriousA11yViolations, newAddress, signIn, toastWith, unique } from './back-office-helpers.ts';

/** /super-admin/plans: create, edit, deactivate ('Excluir') and reactivate. */
test.use({ extraHTTPHeaders: newAddress() });

test('the operator creates a plan, edits it, deactivates it after confirming, and reactivates it', async ({ page }) => {
  await signIn(page, '/super-admin/plans');
  const name = unique('Plano E2E');

  await page.getByRole('button', { name: 'Novo Plano' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Plano' });
  await dialog.getByLabel('Nome do plano').fill(name);
  await dialog.getByLabel('Mensalidade (R$)').fill('49.90');
  await dialog.getByLabel('Taxa percentual (%)').fill('2.5');
  await dialog.getByLabel('Descrição').fill('Para lojas que estão começando');
  await dialog.getByRole('button', { name: 'Criar Plano' }).click();
  await expect(toastWith(page, 'Plano criado com sucesso!')).toBeVisible();

  const card = page.getByTestId('plan-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card).toContainText('R$ 49,90');
  await expect(card).toContainText('2,5%');
  await expect(card).toContainText('Para lojas que estão começando');
  await expect(card).toContainText('0 lojistas');
  await expect(card).toContainText(`criado em ${new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date())}`);
  await expect(card).toContainText('Ativo');
  await expectNoSeriousA11yViolations(page);

  await card.getByRole('button', { name: `Editar o plano ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Plano' });
  await expect(edit.getByLabel('Mensalidade (R$)')).toHaveValue('49,90');
  await edit.getByLabel('Mensalidade (R$)').fill('59.99');
  await edit.getByLabel('Taxa percentual (%)').fill('3');
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toastWith(page, 'Plano atualizado com sucesso!')).toBeVisible();
  await expect(card).toContainText('R$ 59,99');
  await expect(card).toContainText('3%');

  await card.getByRole('button', { name: `Excluir o plano ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Tem certeza que deseja desativar este plano?');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(card).toContainText('Ativo');
  await card.getByRole('button', { name: `Excluir o plano ${name}` }).click();
  await confirm.getByRole('button', { name: 'Desativar' }).click();
  await expect(toastWith(page, 'Plano desativado com sucesso!')).toBeVisible();
  await expect(card.getByText('Inativo', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: `Reativar o plano ${name}` }).click();
  await expect(card.getByText('Ativo', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Excluir o plano ${name}` })).toBeVisible();
});

test('the plan form keeps the spec\'s limits, and the server\'s refusals are shown', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (r) => { if (r.method() === 'POST' && r.url().endsWith('/api/super-admin/plans')) posts.push(r.postData() ?? ''); });
  await signIn(page, '/super-admin/plans');
  await page.getByRole('button', { name: 'Novo Plano' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Plano' });
  const name = unique('Plano Limite');
  await dialog.getByLabel('Nome do plano').fill(name);
  await dialog.getByLabel('Mensalidade (R$)').fill('10');
  await dialog.getByLabel('Taxa percentual (%)').fill('100.5');
  await dialog.getByRole('button', { name: 'Criar Plano' }).click();
  await expect(dialog.getByText('Taxa percentual inválida: informe de 0 a 100, com até 1 casa decimal')).toBeVisible();
  await dialog.getByLabel('Taxa percentual (%)').fill('-1');
  await dialog.getByRole('button', { name: 'Criar Plano' }).click();
  expect(posts).toEqual([]);

  await dialog.getByLabel('Taxa percentual (%)').fill('100');
  await dialog.getByRole('button', { name: 'Criar Plano' }).click();
  await expect(toastWith(page, 'Plano criado com sucesso!')).toBeVisible();
  expect(JSON.parse(posts[0] ?? '{}')).toEqual({ name, monthly_fee: 10, percentage_fee: 100, description: null });

  // The same name again: the server's detail.
  await page.getByRole('button', { name: 'Novo Plano' }).click();
  await dialog.getByLabel('Nome do plano').fill(name);
  await dialog.getByLabel('Mensalidade (R$)').fill('1');
  await dialog.getByLabel('Taxa percentual (%)').fill('1');
  await dialog.getByRole('button', { name: 'Criar Plano' }).click();
  await expect(toastWith(page, 'Já existe um plano com este nome')).toBeVisible();
});

test('with no plans the screen offers to create the first one', async ({ page }) => {
  await signIn(page, '/super-admin/dashboard');
  await page.route('**/api/super-admin/plans', (route) => (route.request().method() === 'GET'
    ? route.fulfill({ json: { success: true, plans: [] } })
    : route.continue()));
  await page.goto('/super-admin/plans');
  await expect(page.getByText('Nenhum plano encontrado')).toBeVisible();
  await page.getByRole('button', { name: 'Criar Primeiro Plano' }).click();
  await expect(page.getByRole('dialog', { name: 'Novo Plano' })).toBeVisible();
});
