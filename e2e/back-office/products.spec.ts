import { expectNoSeriousA11yViolations } from '../a11y.ts';
import { expect, test } from '../fixtures.ts';
import { signIn, unique } from './back-office-helpers.ts';

/** A 2×2 green PNG. */
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWNgnZbJOi2TAUIBABruBBGqgjxkAAAAAElFTkSuQmCC';

const row = (page: import('@playwright/test').Page, name: string) => page.getByTestId('product-row').filter({ hasText: name });

test('filters and searches the catalogue, preselected from the address, with "Limpar filtros"', async ({ page }) => {
  await signIn(page, '/super-admin/products?type=marketplace');
  await expect(page.getByRole('heading', { name: 'Produtos B2B/B2C', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Tipo', { exact: true })).toHaveValue('marketplace');
  await expect(page.getByTestId('product-row').first()).toBeVisible();
  for (const badge of await page.getByTestId('product-row').getByText(/^B2(B Demo|C Marketplace)$/).allTextContents()) expect(badge).toBe('B2C Marketplace');

  // Search without accents, 300 ms after typing.
  await page.getByLabel('Buscar').fill('cafeteira');
  await expect(page).toHaveURL(/search=cafeteira/);
  await page.getByRole('button', { name: 'Limpar filtros' }).first().click();
  await expect(page).toHaveURL(/\/super-admin\/products$/);
  await page.getByLabel('Buscar').fill('produto que nao existe xyz');
  await expect(page.getByText('Nenhum produto encontrado com os filtros aplicados')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar filtros' }).first().click();
  await expect(page.getByTestId('product-row').first()).toBeVisible();

  // The summary counts the whole catalogue.
  const summary = page.getByRole('definition').filter({ hasText: /^\d+$/ });
  await expect(summary).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);
});

test('creates a product, edits it, toggles its status and star, and the marketplace shows the change', async ({ page }) => {
  const name = unique('Panela Teste');
  // A filter the new product does not match: it must show anyway once created.
  await signIn(page, '/super-admin/products?type=demo');
  await page.getByRole('button', { name: 'Novo Produto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Produto' });
  await dialog.getByLabel('Nome *').fill(name);
  await dialog.getByLabel('Preço (R$) *').fill('249.90');
  await dialog.getByLabel('Descrição *').fill('Panela de pressão elétrica com seis funções');
  // The picture is uploaded: the server re-encodes it and the form gets its app path.
  await dialog.getByLabel('Enviar imagem (JPEG, PNG ou WebP até 5 MB)').setInputFiles({ name: 'panela.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG, 'base64') });
  await expect(dialog.getByLabel('Imagem (URL) *')).toHaveValue(/^\/uploads\/[a-f0-9]{32}\.webp$/);
  await expect(dialog.getByTestId('image-preview')).toBeVisible();
  await dialog.getByLabel('Categoria *').selectOption('Casa e Cozinha');
  await dialog.getByLabel('Tipo').selectOption('marketplace');
  await dialog.getByLabel('Grupo mínimo').fill('8');
  await dialog.getByLabel('Grupo máximo').fill('4');
  await dialog.getByRole('button', { name: 'Criar Produto' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('O tamanho mínimo do grupo não pode ser maior que o máximo');
  await dialog.getByLabel('Grupo mínimo').fill('2');
  await dialog.getByLabel('Tags').fill('cozinha, , pressão ');
  await dialog.getByRole('button', { name: 'Criar Produto' }).click();
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Produto criado com sucesso!' }).first()).toBeAttached();
  await expect(dialog).toBeHidden();
  // At once and without a search: the filters are cleared and the list is newest first.
  await expect(page).toHaveURL(/\/super-admin\/products$/);
  await expect(page.getByTestId('product-row').first()).toContainText(name);

  await page.getByLabel('Buscar').fill(name);
  await expect(row(page, name)).toHaveCount(1);
  await expect(row(page, name)).toContainText('R$ 249,90');
  await expect(row(page, name)).toContainText('Nenhum');
  // The back office's own list (the public one shows active products only).
  type Listed = { name: string; status: string; featured: boolean; price: number };
  const api = async () => ((await (await page.request.get(`/api/super-admin/products?search=${encodeURIComponent(name)}`)).json()) as { products: Listed[] }).products;
  const publicList = async () => (await (await page.request.get('/api/products?type=marketplace')).json()) as Listed[];
  expect((await api()).find((p) => p.name === name)).toMatchObject({ status: 'active', featured: false, price: 249.9 });
  expect((await publicList()).some((p) => p.name === name)).toBe(true);

  // The badge: active → inactive; the star: featured.
  await row(page, name).getByRole('button', { name: /Status de .*: Ativo/ }).click();
  await expect(row(page, name).getByRole('button', { name: /Status de .*: Inativo/ })).toBeVisible();
  await row(page, name).getByRole('button', { name: `Destaque: ${name}` }).click();
  await expect(row(page, name).getByRole('button', { name: `Destaque: ${name}` })).toHaveAttribute('aria-pressed', 'true');
  expect((await api()).find((p) => p.name === name)).toMatchObject({ status: 'inactive', featured: true });
  // Switched off, it leaves the public catalogue; switched back on, it returns still featured.
  expect((await publicList()).some((p) => p.name === name)).toBe(false);
  await row(page, name).getByRole('button', { name: /Status de .*: Inativo/ }).click();
  await expect(row(page, name).getByRole('button', { name: /Status de .*: Ativo/ })).toBeVisible();
  expect((await publicList()).find((p) => p.name === name)).toMatchObject({ status: 'active', featured: true });

  await row(page, name).getByRole('button', { name: `Editar ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Produto' });
  await expect(edit.getByLabel('Tags')).toHaveValue('cozinha, pressão');
  await edit.getByLabel('Preço (R$) *').fill('199');
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Produto atualizado com sucesso!' }).first()).toBeAttached();
  await expect(row(page, name)).toContainText('R$ 199,00');

  // Delete after the confirmation that says it cannot be undone.
  await row(page, name).getByRole('button', { name: `Excluir ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir produto?' });
  await expect(confirm).toContainText('Esta ação não pode ser desfeita.');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Nenhum produto encontrado com os filtros aplicados')).toBeVisible();
  expect((await api()).find((p) => p.name === name)).toBeUndefined();
});

test('categories: added, renamed, deactivated; one in use cannot be removed', async ({ page }) => {
  const name = unique('Categoria');
  await signIn(page, '/super-admin/products');
  await page.getByRole('link', { name: 'Categorias e ocasiões' }).click();
  await expect(page.getByRole('heading', { name: 'Categorias e ocasiões', level: 1 })).toBeVisible();
  const categories = page.getByRole('list', { name: 'Categorias' });
  await page.getByRole('textbox', { name: 'Nova categoria' }).fill(name);
  await page.getByRole('form', { name: 'Nova categoria' }).getByRole('button', { name: 'Adicionar' }).click();
  const row = categories.getByTestId('catalogue-item').filter({ hasText: name });
  await expect(row).toContainText('0 produtos');
  await row.getByRole('button', { name: `Renomear ${name}` }).click();
  const renaming = categories.getByRole('form', { name: `Renomear ${name}` });
  await renaming.getByLabel(`Novo nome de ${name}`).fill(`${name} Nova`);
  await renaming.getByRole('button', { name: 'Salvar' }).click();
  const renamed = categories.getByTestId('catalogue-item').filter({ hasText: `${name} Nova` });
  await renamed.getByRole('button', { name: /^Desativar categoria/ }).click();
  await expect(renamed).toContainText('Inativa');
  // 'Casa e Cozinha' has products: the server refuses and says why.
  await categories.getByTestId('catalogue-item').filter({ hasText: 'Casa e Cozinha' }).getByRole('button', { name: /^Excluir categoria/ }).click();
  await expect(page.locator('[data-sonner-toast]', { hasText: /Esta categoria está em uso por \d+ produtos? e não pode ser excluída/ }).first()).toBeAttached();
  await renamed.getByRole('button', { name: /^Excluir categoria/ }).click();
  await expect(renamed).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
