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

  // Nothing selected: the actions are off, Excluir is not a live red button, and the bar says why.
  const bar = page.getByRole('region', { name: 'Ações em massa' });
  for (const action of ['Ativar', 'Desativar', 'Excluir']) {
    const button = bar.getByRole('button', { name: action, exact: true });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Selecione pelo menos um parceiro para ativar, desativar ou excluir.');
  }
  const deleteColour = () => bar.getByRole('button', { name: 'Excluir', exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await deleteColour()).toBe('rgb(255, 255, 255)');

  for (const name of names) await page.getByLabel(`Selecionar ${name}`).check();
  await expect(page.getByText('2 parceiros selecionados')).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Excluir', exact: true })).toBeEnabled();
  expect(await deleteColour()).not.toBe('rgb(255, 255, 255)');
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

test('edits a partner: our own messages, gone once corrected; the table and the CSV show the change in Portuguese', async ({ page }) => {
  const name = unique('Parceiro Editável');
  const renamed = unique('Parceiro Editado');
  await signIn(page, '/super-admin/partners');
  const created = await page.request.post('/api/super-admin/partners', { data: { name, contact_email: 'editavel@example.com' } });
  expect(created.status(), await created.text()).toBe(201);
  await page.getByRole('button', { name: 'Atualizar' }).click();

  await page.getByRole('button', { name: `Editar ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Editar ${name}` });
  await expect(dialog.getByLabel('E-mail de contato *')).toHaveValue('editavel@example.com');
  await expect(dialog.getByLabel('Comissão (%)')).toHaveValue('5');

  // A bad e-mail: our words under the field, not the browser's bubble; corrected, the message goes at once.
  await dialog.getByLabel('E-mail de contato *').fill('sem-arroba');
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(dialog.getByText('Informe um e-mail de contato válido')).toBeVisible();
  await dialog.getByLabel('E-mail de contato *').fill('novo@example.com');
  await expect(dialog.getByText('Informe um e-mail de contato válido')).toHaveCount(0);

  await dialog.getByLabel('Nome *').fill(renamed);
  await dialog.getByLabel('Comissão (%)').fill('7,5');
  await dialog.getByLabel('Tipo').selectOption({ label: 'Afiliado' });
  await dialog.getByLabel('Status').selectOption({ label: 'Inativo' });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Parceiro atualizado com sucesso!' }).first()).toBeAttached();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('partner-row').filter({ hasText: renamed });
  await expect(row).toContainText('novo@example.com');
  await expect(row).toContainText('7,5%');
  await expect(row).toContainText('Afiliado');
  await expect(row).toContainText('Inativo');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  const line = text.split('\r\n').find((l) => l.includes(renamed))!;
  expect(line.split(';').slice(5, 7)).toEqual(['Afiliado', 'Inativo']);
});

test('imports partners from a CSV in the export\'s format: a preview of accepted and refused rows, then only the accepted ones', async ({ page }) => {
  const fresh = unique('Parceiro Importado');
  const existing = unique('Parceiro Já Existe');
  await signIn(page, '/super-admin/partners');
  const created = await page.request.post('/api/super-admin/partners', { data: { name: existing, contact_email: 'existe@example.com' } });
  expect(created.status(), await created.text()).toBe(201);
  const csv = `\uFEFF${[
    'ID;Nome;E-mail de contato;Site;Comissão (%);Tipo;Status;Categorias;Produtos;Vendas (R$);Cadastrado em',
    `;${fresh};importado@example.com;https://importado.example.com;7,5;Afiliado;Ativo;Casa;;;`,
    `;${existing};outro@example.com;;5;;;;;;`,
    ';Sem Email;;;5;;;;;;',
  ].join('\r\n')}\r\n`;

  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar parceiros' });
  await dialog.getByLabel('Arquivo CSV').setInputFiles({ name: 'parceiros.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(dialog.getByRole('status').filter({ hasText: '1 linha pode ser importada; 2 linhas recusadas.' })).toBeVisible();
  const rows = dialog.getByTestId('partners-import-rows').getByRole('listitem').filter({ hasText: /^Linha/ });
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(`Linha 2${fresh}Novo parceiro`);
  await expect(rows.nth(1)).toContainText('Já existe um parceiro com este nome');
  await expect(rows.nth(2)).toContainText('Informe um e-mail de contato válido');
  await expectNoSeriousA11yViolations(page);
  // The preview wrote nothing.
  const listed = async () => (await (await page.request.get('/api/super-admin/partners')).json() as { partners: Array<{ name: string; status: string; commission_rate: number }> }).partners;
  expect((await listed()).some((p) => p.name === fresh)).toBe(false);

  await dialog.getByRole('button', { name: 'Importar 1 parceiro' }).click();
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Importação concluída: 1 parceiro cadastrado, 0 atualizados, 2 linhas recusadas.' }).first()).toBeAttached();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('partner-row').filter({ hasText: fresh })).toContainText('Ativo');
  expect((await listed()).find((p) => p.name === fresh)).toMatchObject({ status: 'active', commission_rate: 7.5 });
});
