import { expect, test } from '../fixtures.ts';
import { defaultStoreOwner, signInBrowser, signUpStore, toastWith } from './merchant-helpers.ts';

/**
 * The merchant's price field read "1.234,56" right before the back office's did; it is
 * the same MoneyInput now, and must keep reading it right in a pt-BR and an en-US browser.
 */
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWNgnZbJOi2TAUIBABruBBGqgjxkAAAAAElFTkSuQmCC';

test.beforeEach(async ({ request }) => {
  await defaultStoreOwner(request); // the first sign-up of a fresh database takes the default store: never this spec's
});

for (const locale of ['pt-BR', 'en-US']) {
  test.describe(`the store's product price in a ${locale} browser`, () => {
    test.use({ locale });

    test('"1.234,56" reads R$ 1.234,56 in the list and 1.234,56 in the form', async ({ page, request }) => {
      const merchant = await signUpStore(request, { completeOnboarding: true });
      await signInBrowser(page, merchant);
      await page.goto('/admin/products');
      await page.getByRole('button', { name: 'Novo produto' }).click();
      const dialog = page.getByRole('dialog', { name: 'Novo produto' });
      await dialog.getByLabel('Código do produto (SKU) *').fill(`PRECO-${locale}`);
      await dialog.getByLabel('Nome *').fill('Cadeira de escritório');
      const price = dialog.getByLabel('Preço (R$) *');
      await price.pressSequentially('1.234,56');
      await price.blur();
      await expect(price).toHaveValue('1.234,56');
      await dialog.getByLabel('Enviar imagem (JPEG, PNG ou WebP até 5 MB)').setInputFiles({ name: 'cadeira.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG, 'base64') });
      await expect(dialog.getByLabel('Imagem *')).toHaveValue(/^\/uploads\//);
      const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/api/admin/products/'));
      await dialog.getByRole('button', { name: 'Criar produto' }).click();
      expect((await sent).postDataJSON()).toMatchObject({ price: 1234.56 });
      await expect(toastWith(page, 'Produto salvo com sucesso!')).toBeVisible();

      const row = page.getByTestId('store-product');
      await expect(row).toContainText('R$ 1.234,56');
      await page.getByRole('button', { name: 'Editar o produto Cadeira de escritório' }).click();
      await expect(page.getByRole('dialog', { name: 'Editar produto' }).getByLabel('Preço (R$) *')).toHaveValue('1.234,56');
    });
  });
}
