import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { defaultStoreOwner, expectNoSeriousA11yViolations, signInBrowser, signUpStore, toastWith } from './merchant-helpers.ts';

/** /admin/settings, always on a store of the test's own: the default store's look stays the default. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.69.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });

test.beforeEach(async ({ request }) => {
  await defaultStoreOwner(request); // a sign-up below must never take the default store over
});

const previews = (page: Page) => page.getByTestId('sample-product').getByTestId('button-preview');
const summary = (page: Page) => page.getByTestId('current-config');

async function openSettings(page: Page) {
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Configurações', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Texto do botão')).toBeVisible();
}

test('edits the button with a live preview, warns about low contrast, resets to the defaults and saves', async ({ page, request }) => {
  const merchant = await signUpStore(request, { completeOnboarding: true });
  await signInBrowser(page, merchant);
  await openSettings(page);
  await expect(page.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/admin');

  // Saved look: the defaults, in the fields, the preview and the summary.
  const text = page.getByLabel('Texto do botão');
  await expect(text).toHaveValue('🤝 Comprar em Grupo');
  await expect(page.getByLabel('Cor de fundo: código hexadecimal')).toHaveValue('#059669');
  await expect(page.getByLabel('Cor do texto: código hexadecimal')).toHaveValue('#ffffff');
  await expect(summary(page)).toContainText('🤝 Comprar em Grupo');
  await expect(summary(page)).toContainText('#059669');

  // Two sample products at 7.899 and 12.999 with their price per person in a group of 4 (5% fee included).
  const samples = page.getByTestId('sample-product');
  await expect(samples).toHaveCount(2);
  await expect(samples.nth(0)).toContainText('R$ 7.899,00');
  await expect(samples.nth(0)).toContainText('Em grupo de 4: R$ 2.073,49 por pessoa');
  await expect(samples.nth(1)).toContainText('R$ 12.999,00');
  await expect(samples.nth(1)).toContainText('Em grupo de 4: R$ 3.412,24 por pessoa');

  // Eight suggested pairs; picking one repaints both previews.
  const pairs = ['Verde-esmeralda', 'Azul', 'Vermelho', 'Laranja', 'Roxo', 'Ciano', 'Verde', 'Cinza-escuro'];
  for (const name of pairs) await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Roxo', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Roxo', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Cor de fundo: código hexadecimal')).toHaveValue('#7c3aed');
  for (const preview of await previews(page).all()) await expect(preview).toHaveCSS('background-color', 'rgb(124, 58, 237)');
  await expect(page.getByTestId('contrast-warning')).toHaveCount(0);

  // White on 'Verde' is 3,30:1: enough for the button's large bold text (WCAG AA 3:1), so no warning.
  await page.getByRole('button', { name: 'Verde', exact: true }).click();
  await expect(page.getByTestId('contrast-warning')).toHaveCount(0);
  // Below 3:1 is a warning, not a block.
  const textHex = page.getByLabel('Cor do texto: código hexadecimal');
  await textHex.fill('#bbf7d0');
  await expect(page.getByTestId('contrast-warning')).toContainText('Contraste baixo (2,72:1)');
  await expect(page.getByTestId('contrast-warning')).toContainText('o mínimo é 3:1');
  await expect(page.getByRole('button', { name: 'Salvar', exact: true })).toBeEnabled();
  await textHex.fill('#ffffff');
  await expect(page.getByTestId('contrast-warning')).toHaveCount(0);

  // Typed colours: a half-typed code keeps the preview on the last good colour and blocks saving.
  const bgHex = page.getByLabel('Cor de fundo: código hexadecimal');
  await bgHex.fill('#1f29');
  await expect(page.getByText('Use o formato #rrggbb (por exemplo #059669)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar', exact: true })).toBeDisabled();
  await expect(previews(page).first()).toHaveCSS('background-color', 'rgb(22, 163, 74)');
  await bgHex.fill('#1f2937');
  await page.getByLabel('Cor do texto: código hexadecimal').fill('#fde047');
  await expect(previews(page).first()).toHaveCSS('color', 'rgb(253, 224, 71)');

  // The text: at most 50 characters, counted.
  await text.fill('x'.repeat(60));
  await expect(text).toHaveValue('x'.repeat(50));
  await expect(page.getByText('50/50 caracteres')).toBeVisible();
  await text.fill('Rachar com a galera');
  await expect(previews(page).first()).toHaveText('Rachar com a galera');

  // 'Padrão' fills the defaults back in; nothing is saved until 'Salvar'.
  await page.getByRole('button', { name: 'Padrão' }).click();
  await expect(text).toHaveValue('🤝 Comprar em Grupo');
  await expect(previews(page).first()).toHaveCSS('background-color', 'rgb(5, 150, 105)');
  await page.getByRole('button', { name: 'Azul', exact: true }).click();
  await text.fill('Compre junto');
  await expect(summary(page)).toContainText('#059669'); // still the saved look

  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(toastWith(page, 'Configurações salvas com sucesso!')).toBeVisible();
  await expect(summary(page)).toContainText('Compre junto');
  await expect(summary(page)).toContainText('#2563eb');
  await page.reload();
  await expect(page.getByLabel('Texto do botão')).toHaveValue('Compre junto');
  await expect(page.getByLabel('Cor de fundo: código hexadecimal')).toHaveValue('#2563eb');
});

test('load and save failures have their own messages', async ({ page, request }) => {
  const merchant = await signUpStore(request, { completeOnboarding: true });
  await signInBrowser(page, merchant);
  let failGet = true;
  await page.route((url) => url.pathname === '/api/admin/settings', (route) => {
    const method = route.request().method();
    if ((method === 'GET' && failGet) || method === 'PUT') return route.fulfill({ status: 500, json: { success: false, detail: 'Erro interno' } });
    return route.continue();
  });
  await page.goto('/admin/settings');
  await expect(toastWith(page, 'Erro ao carregar configurações')).toBeVisible();
  failGet = false;
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByLabel('Texto do botão')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(toastWith(page, 'Erro ao salvar configurações')).toBeVisible();
});

test('has no serious accessibility violations', async ({ page, request }) => {
  const merchant = await signUpStore(request, { completeOnboarding: true });
  await signInBrowser(page, merchant);
  await openSettings(page);
  await expectNoSeriousA11yViolations(page);
});

/**
 * The product page shows the default store's look (it asks GET /api/admin/settings without a store).
 * Changing the default store here would race the shopper specs that expect its default green on the
 * same server, so the test saves a look on a store of its own and points the product page's one
 * settings request at that store: the page still paints what the server saved, end to end.
 */
test("the saved look is what shoppers see on the product page's group button", async ({ page, request }) => {
  const merchant = await signUpStore(request, { completeOnboarding: true });
  const product = ((await (await request.get('/api/products?type=demo&status=active')).json()) as Array<{ id: number }>)[0]!;
  // The server draws the product page with the look anyone gets (no cookies); the running page asks
  // again with the merchant's session, here pointed at this store, and shows its look.
  await page.route((url) => url.pathname === '/api/admin/settings', (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const url = new URL(route.request().url());
    if (!url.searchParams.has('store_id')) url.searchParams.set('store_id', merchant.storeId);
    return route.continue({ url: url.toString() });
  });
  await signInBrowser(page, merchant);

  await openSettings(page);
  await page.getByRole('button', { name: 'Roxo', exact: true }).click();
  await page.getByLabel('Texto do botão').fill('Rachar com a galera');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(toastWith(page, 'Configurações salvas com sucesso!')).toBeVisible();
  await page.goto(`/product/${product.id}`);
  const button = page.getByRole('button', { name: 'Rachar com a galera' });
  await expect(button).toHaveCSS('background-color', 'rgb(124, 58, 237)');
  await expect(button).toHaveCSS('color', 'rgb(255, 255, 255)');

  // Back to the defaults through the page: 'Padrão' then 'Salvar'.
  await openSettings(page);
  await page.getByRole('button', { name: 'Padrão' }).click();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(toastWith(page, 'Configurações salvas com sucesso!')).toBeVisible();
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('button', { name: '🤝 Comprar em Grupo' })).toHaveCSS('background-color', 'rgb(5, 150, 105)');
});
