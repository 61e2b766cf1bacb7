import { expectNoSeriousA11yViolations } from '../a11y.ts';
import { expect, test } from '../fixtures.ts';
import { signIn, unique } from './back-office-helpers.ts';

test('bulk-activates the selected partners, asks before a bulk delete, and exports the CSV', async ({ page }) => {
  const names = [unique('Parceiro Lote A'), unique('Parceiro Lote B')];
  await signIn(page, '/super-admin/partners');
  for (const name of names) {
    const res = await page.request.post('/api/super-admin/partners', { data: { name, contact_email: 'lote@example.com' } });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.getByLabel('Status').selectOption('pending');
  await page.getByRole('button', { name: 'Atualizar' }).click();
  const rows = page.getByTestId('partner-row');
  for (const name of names) await expect(rows.filter({ hasText: name })).toContainText('Pendente');

  // Nothing selected: the bar says so.
  await page.getByRole('button', { name: 'Ativar', exact: true }).click();
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Selecione pelo menos um parceiro' }).first()).toBeAttached();

  for (const name of names) await page.getByLabel(`Selecionar ${name}`).check();
  await expect(page.getByText('2 parceiros selecionados')).toBeVisible();
  // A bulk delete asks a second time, with the count; cancelled here.
  await page.getByRole('button', { name: 'Excluir', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir parceiros?' });
  await expect(confirm).toContainText('excluir 2 parceiros');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();

  await page.getByRole('button', { name: 'Ativar', exact: true }).click();
  await expect(page.locator('[data-sonner-toast]', { hasText: '2 parceiros ativados com sucesso.' }).first()).toBeAttached();
  await page.getByLabel('Status').selectOption('active');
  for (const name of names) await expect(rows.filter({ hasText: name })).toContainText('Ativo');

  // Sorting by name, then by sales.
  await page.getByRole('button', { name: 'Nome' }).click();
  await expect(page.getByRole('columnheader', { name: /Nome/ })).toHaveAttribute('aria-sort', 'descending');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^parceiros-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text.split('\r\n')[0]).toContain(';');
  for (const name of names) expect(text).toContain(name);
  await expectNoSeriousA11yViolations(page);
});
