import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { signIn as signInOperator } from '../back-office/back-office-helpers.ts';
import { expectPhoneLayout, PHONE_WIDTHS } from './expect-layout.ts';
import { SWEEP_ROUTES } from './sweep-routes.ts';
import { drawnInBrowser } from '../support/drawn-in-browser.ts';

/**
 * The phone sweep's rules on what a route shows after a tap or with other settings: the group creation
 * dialog at each step, a toast, and the operator's longest platform names in every header.
 */
test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: PHONE_WIDTHS[0]!, height: 800 });
});

async function openProduct(page: Page) {
  const product = SWEEP_ROUTES.find((r) => r.path === '/product/:id')!;
  await page.goto(await product.url(page.request, page));
  await page.getByRole('button', { name: /Comprar em Grupo/ }).first().click();
  return page.getByRole('dialog', { name: 'Comprar em Grupo' });
}

test('the group creation dialog, a toast on it, and each of its steps fit a phone', async ({ page }) => {
  const dialog = await openProduct(page);
  // "R$" and its amount are joined by a non-breaking space, so a line never ends in "R$" (the
  // dialog's description wrapped there on a 360 px phone).
  await expect(dialog.getByText(/R\$\u00a0[\d.]+,\d{2}/).first()).toBeVisible();
  expect(await dialog.textContent()).not.toMatch(/R\$ /);
  await expectPhoneLayout(page, 'creation dialog, step 1');
  // Continuing with nothing filled in shows a toast, with its close button (outside the modal dialog,
  // so hidden from the accessibility tree while the dialog is open: found by sonner's own attribute).
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  await expect(toast.locator('button[data-close-button]')).toHaveAttribute('aria-label', 'Fechar aviso');
  await expectPhoneLayout(page, 'creation dialog with a toast');
  await dialog.getByLabel('Seu nome *').fill('Maria Aparecida dos Santos');
  await dialog.getByLabel('Seu e-mail *').fill('maria@example.com');
  await dialog.getByLabel('Seu WhatsApp *').fill('11987654321');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByRole('heading', { name: '2. Divisão do valor' })).toBeVisible();
  await expectPhoneLayout(page, 'creation dialog, step 2');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByRole('heading', { name: '3. Quem vai participar' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Adicione todos os \d+ participantes$/ })).toBeVisible();
  await expectPhoneLayout(page, 'creation dialog, step 3');
});

/**
 * Every public settings answer names the platform `name`; nothing is stored, so no other test sees it.
 * The shopper pages come drawn by the server with the stored name, so here the browser draws them itself.
 */
async function platformNamed(page: Page, name: string) {
  await drawnInBrowser(page);
  await page.route('**/api/settings/public', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()) as object, platform_name: name } });
  });
}

const LONG_NAME = 'Clube de Compras Coletivas do Bairro';

for (const path of ['/', '/marketplace', '/product/:id', '/g/:linkId', '/dashboard', '/super-admin/dashboard']) {
  test(`a long platform name keeps the header of ${path} on one row`, async ({ page }) => {
    const route = SWEEP_ROUTES.find((r) => r.path === path)!;
    await platformNamed(page, LONG_NAME);
    if (route.area === 'operator') await signInOperator(page, '/super-admin/login');
    await page.goto(await route.url(page.request, page));
    await expect(route.ready(page)).toBeVisible();
    const header = page.getByRole('banner').first();
    const brand = header.getByRole('link', { name: LONG_NAME });
    await expect(brand).toBeVisible();
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      // One line: the name ends in an ellipsis (a wrapped name would be two lines of text, over 40 px).
      await expect.poll(async () => (await brand.boundingBox())?.height).toBeLessThanOrEqual(40);
    }
    await expectPhoneLayout(page, `${path} with a long platform name`);
  });
}

test("the payer picker, the form with a chosen name, and the 'Você pagou' card fit a phone", async ({ page }) => {
  const group = SWEEP_ROUTES.find((r) => r.path === '/g/:linkId')!;
  await page.goto(await group.url(page.request, page));
  await page.getByRole('button', { name: 'Pagar minha cota' }).click();
  const dialog = page.getByRole('dialog', { name: 'Participar do Grupo' });
  await expect(dialog.getByText('Quem é você?')).toBeVisible();
  await expectPhoneLayout(page, 'payer picker');
  await dialog.getByRole('button', { name: 'Maria Aparecida dos Santos' }).click();
  await expect(dialog.getByLabel('Nome *')).toHaveValue('Maria Aparecida dos Santos');
  await expectPhoneLayout(page, 'payment form with a chosen name');

  // A browser holding a payer token: its group page shows what it paid.
  const receipt = SWEEP_ROUTES.find((r) => r.path === '/g/:linkId/comprovante/:paymentId')!;
  const receiptUrl = await receipt.url(page.request, page);
  await page.goto(receiptUrl.replace(/\/comprovante\/\d+$/, ''));
  await expect(page.getByTestId('you-paid')).toBeVisible();
  await expectPhoneLayout(page, "'Você pagou' card");
});
