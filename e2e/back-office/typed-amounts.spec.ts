import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { newAddress, signIn, toastWith, unique } from './back-office-helpers.ts';

/**
 * "499,90" typed as a product price was sold as R$ 49.990,00, a plan's "79,90" billed
 * R$ 7.990,00 and "3,5" % became 35 %. The same typing must mean the same amount whatever the
 * browser's language, so every test runs in a pt-BR and an en-US browser.
 */
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWNgnZbJOi2TAUIBABruBBGqgjxkAAAAAElFTkSuQmCC';

/** Types like a person (key by key, not a paste) and leaves the field, as the bug needs the browser's own handling. */
async function typeInto(page: Page, field: ReturnType<Page['getByLabel']>, text: string) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(text);
  await field.blur();
}

for (const locale of ['pt-BR', 'en-US']) {
  test.describe(`typed amounts in a ${locale} browser`, () => {
    test.use({ locale, extraHTTPHeaders: newAddress() });

    test('a product priced "499,90" with a "3,5" commission is R$ 499,90 in the list, the form and the marketplace', async ({ page }) => {
      const name = unique(`Luminária ${locale}`);
      await signIn(page, '/super-admin/products');
      await page.getByRole('button', { name: 'Novo Produto' }).click();
      const dialog = page.getByRole('dialog', { name: 'Novo Produto' });
      await dialog.getByLabel('Nome *').fill(name);
      await dialog.getByLabel('Descrição *').fill('Luminária de mesa articulada');
      await dialog.getByLabel('Enviar imagem (JPEG, PNG ou WebP até 5 MB)').setInputFiles({ name: 'luminaria.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG, 'base64') });
      await expect(dialog.getByLabel('Imagem (URL) *')).toHaveValue(/^\/uploads\//);
      await dialog.getByLabel('Categoria *').selectOption('Casa e Cozinha');
      await dialog.getByLabel('Tipo').selectOption('marketplace');

      // Text that reads as no amount is told on the field, and nothing is sent.
      const price = dialog.getByLabel('Preço (R$) *');
      await typeInto(page, price, '1,234.56');
      await expect(dialog.getByText('Preço inválido: informe de R$ 0,01 a R$ 1.000.000,00, com até 2 casas decimais')).toBeVisible();
      await expect(price).toHaveAttribute('aria-invalid', 'true');

      await typeInto(page, price, '499,90');
      await expect(price).toHaveValue('499,90');
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await typeInto(page, dialog.getByLabel('Comissão (%)'), '3,5');
      await expect(dialog.getByLabel('Comissão (%)')).toHaveValue('3,5');
      const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/super-admin/products'));
      await dialog.getByRole('button', { name: 'Criar Produto' }).click();
      expect((await sent).postDataJSON()).toMatchObject({ price: 499.9, commission_rate: 3.5 });
      await expect(toastWith(page, 'Produto criado com sucesso!')).toBeAttached();
      await expect(dialog).toBeHidden();

      await page.getByLabel('Buscar').fill(name);
      const row = page.getByTestId('product-row').filter({ hasText: name });
      await expect(row).toContainText('R$ 499,90');
      await row.getByRole('button', { name: `Editar ${name}` }).click();
      const edit = page.getByRole('dialog', { name: 'Editar Produto' });
      await expect(edit.getByLabel('Preço (R$) *')).toHaveValue('499,90');
      await expect(edit.getByLabel('Comissão (%)')).toHaveValue('3,5');
      await edit.getByRole('button', { name: 'Cancelar' }).click();

      await page.goto(`/marketplace?busca=${encodeURIComponent(name)}`);
      const card = page.getByTestId('marketplace-grid').getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
      await expect(card.getByTestId('product-price')).toHaveText('R$ 499,90');
    });

    test('a plan of "79,90" a month and "3,5" % reads R$ 79,90 and 3,5%', async ({ page }) => {
      const name = unique(`Plano ${locale}`);
      await signIn(page, '/super-admin/plans');
      await page.getByRole('button', { name: 'Novo Plano' }).click();
      const dialog = page.getByRole('dialog', { name: 'Novo Plano' });
      await dialog.getByLabel('Nome do plano').fill(name);
      await typeInto(page, dialog.getByLabel('Mensalidade (R$)'), '79,90');
      await typeInto(page, dialog.getByLabel('Taxa percentual (%)'), '3,5');
      const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/super-admin/plans'));
      await dialog.getByRole('button', { name: 'Criar Plano' }).click();
      expect((await sent).postDataJSON()).toMatchObject({ monthly_fee: 79.9, percentage_fee: 3.5 });
      await expect(toastWith(page, 'Plano criado com sucesso!')).toBeVisible();

      const card = page.getByTestId('plan-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
      await expect(card).toContainText('R$ 79,90');
      await expect(card).toContainText('3,5%');
      await card.getByRole('button', { name: `Editar o plano ${name}` }).click();
      const edit = page.getByRole('dialog', { name: 'Editar Plano' });
      await expect(edit.getByLabel('Mensalidade (R$)')).toHaveValue('79,90');
      await expect(edit.getByLabel('Taxa percentual (%)')).toHaveValue('3,5');
    });

    test('a partner\'s "3,5" commission reads 3,5% in the list', async ({ page }) => {
      const name = unique(`Parceiro ${locale}`);
      await signIn(page, '/super-admin/partners');
      await page.getByRole('button', { name: 'Novo Parceiro' }).click();
      const dialog = page.getByRole('dialog', { name: 'Novo Parceiro' });
      await dialog.getByLabel('Nome *').fill(name);
      await dialog.getByLabel('E-mail de contato *').fill('comissao@example.com');
      await typeInto(page, dialog.getByLabel('Comissão (%)'), '3,5');
      await dialog.getByRole('button', { name: 'Criar Parceiro' }).click();
      await expect(toastWith(page, 'Parceiro criado com sucesso!')).toBeAttached();
      await page.getByLabel('Status').selectOption('pending');
      await page.getByRole('button', { name: 'Atualizar' }).click();
      await expect(page.getByTestId('partner-row').filter({ hasText: name })).toContainText('3,5%');
    });
  });
}
