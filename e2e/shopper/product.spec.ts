import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../a11y.ts';
import { expect, test } from '../fixtures.ts';
import { drawnInBrowser } from '../support/drawn-in-browser.ts';

interface ApiProduct { id: number; name: string; description: string; category: string; image: string; min_group_size: number; max_group_size: number }

const isSettings = (url: URL) => url.pathname === '/api/admin/settings';

/** The seeded Galaxy S24 (R$ 4.299,00), looked up through the API so the test does not guess its id. */
async function galaxy(page: Page): Promise<ApiProduct> {
  const res = await page.request.get('/api/products?type=demo&status=active');
  const product = ((await res.json()) as ApiProduct[]).find((p) => p.name === 'Smartphone Galaxy S24 128GB');
  expect(product, 'produto de demonstração do seed').toBeDefined();
  return product!;
}

const groupButton = (page: Page, name: string | RegExp) => page.getByRole('button', { name });

test('the group window follows the operator\'s setting', async ({ page }) => {
  const product = await galaxy(page);
  await drawnInBrowser(page); // this test changes the page's first answers in the browser
  await page.route('**/api/settings/public', (route) => route.fulfill({ json: { platform_name: 'Juntaí', icon_paid: '✅', icon_pending: '⏳', icon_button: '🤝', support_email: null, group_expiry_hours: 72, company: { legal_name: null, cnpj: null, address: null, dpo_name: null, dpo_email: null } } }));
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('region', { name: 'Como funciona a compra em grupo' })).toContainText('72 horas para completar');
});

test('shows the product with its picture, category, description, price and title', async ({ page }) => {
  const product = await galaxy(page);
  await page.goto(`/product/${product.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(main.getByRole('img', { name: product.name })).toHaveAttribute('src', product.image);
  await expect(main.getByText('Eletrônicos', { exact: true })).toBeVisible();
  await expect(main.getByText(product.description)).toBeVisible();
  await expect(main.getByText('R$ 4.299,00', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${product.name} — Juntaí`);
  // Who sells and ships it: the store, by the name it goes by now (a merchant may have renamed it).
  const seller = ((await (await page.request.get(`/api/products/${product.id}`)).json()) as { seller_name: string }).seller_name;
  expect(seller).not.toBe('');
  await expect(main.getByTestId('seller')).toHaveText(`Vendido e entregue por ${seller}`);

  const howItWorks = page.getByRole('region', { name: 'Como funciona a compra em grupo' });
  await expect(howItWorks).toContainText('Taxa de serviço de 5%');
  // The product's own sizes, as the creation dialog offers them (not the platform's 2 to 20).
  await expect(howItWorks).toContainText(`De ${product.min_group_size} a ${product.max_group_size} pessoas`);
  await expect(howItWorks).toContainText('48 horas para completar');
  await expect(howItWorks).toContainText('Cartão em até 10x ou PIX');
  // 4.299,00 + 5% = 4.513,95
  await expect(howItWorks).toContainText('R$ 4.513,95');

  await page.getByRole('link', { name: 'Voltar', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Comprar junto ficou fácil' })).toBeVisible();
});

test("the group button wears the store's settings: text and colours from the server", async ({ page }) => {
  const product = await galaxy(page);
  await page.goto(`/product/${product.id}`);
  const button = groupButton(page, '🤝 Comprar em Grupo');
  await expect(button).toBeVisible();
  await expect(button).toHaveCSS('background-color', 'rgb(5, 150, 105)');
  await expect(button).toHaveCSS('color', 'rgb(255, 255, 255)');
});

test('a merchant-chosen look replaces the default one', async ({ page }) => {
  const product = await galaxy(page);
  await drawnInBrowser(page); // this test changes the page's first answers in the browser
  await page.route(isSettings, (route) => route.fulfill({
    json: { button_text: 'Rachar com a galera', button_bg_color: '#1d4ed8', button_text_color: '#fef08a', onboarding_completed: true },
  }));
  await page.goto(`/product/${product.id}`);
  const button = groupButton(page, 'Rachar com a galera');
  await expect(button).toHaveCSS('background-color', 'rgb(29, 78, 216)');
  await expect(button).toHaveCSS('color', 'rgb(254, 240, 138)');
  await expect(groupButton(page, /Comprar em Grupo/)).toHaveCount(0);
});

test('when the settings cannot be loaded the default button stays and the error is only logged', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  const product = await galaxy(page);
  await drawnInBrowser(page); // this test changes the page's first answers in the browser
  await page.route(isSettings, (route) => route.fulfill({ status: 500, json: { success: false, detail: 'Erro interno' } }));
  await page.goto(`/product/${product.id}`);
  const button = groupButton(page, '🤝 Comprar em Grupo');
  await expect(button).toBeVisible();
  await expect(button).toHaveCSS('background-color', 'rgb(5, 150, 105)');
  await expect(button).toHaveCSS('color', 'rgb(255, 255, 255)');
  expect(errors.some((e) => e.includes('configurações do botão'))).toBe(true);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
});

test("the individual-purchase buttons only say where the store's cart and checkout would take you", async ({ page }) => {
  const product = await galaxy(page);
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await expect(page.getByText('Você seria direcionado ao carrinho da loja')).toBeVisible();
  await page.getByRole('button', { name: 'Comprar Agora' }).click();
  await expect(page.getByText('Você seria direcionado ao checkout da loja')).toBeVisible();
  await expect(page).toHaveURL(`/product/${product.id}`);
});

test("an unknown product shows 'Produto não encontrado' with a way home", async ({ page }) => {
  await page.goto('/product/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Produto não encontrado' })).toBeVisible();
  await expect(page.getByText('Erro ao carregar produto')).toHaveCount(0);
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an id that cannot be a product is not found either", async ({ page }) => {
  await page.goto('/product/abc');
  await expect(page.getByRole('heading', { level: 1, name: 'Produto não encontrado' })).toBeVisible();
});

test("a failed product fetch shows 'Erro ao carregar produto' and can be tried again", async ({ page }) => {
  const product = await galaxy(page);
  await drawnInBrowser(page); // this test changes the page's first answers in the browser
  let failing = true;
  await page.route((url) => url.pathname === `/api/products/${product.id}`, (route) => (failing
    ? route.fulfill({ status: 500, json: { success: false, detail: 'Erro interno' } })
    : route.continue()));
  await page.goto(`/product/${product.id}`);
  await expect(page.getByText('Erro ao carregar produto')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Não foi possível carregar o produto' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Produto não encontrado' })).toHaveCount(0);

  failing = false;
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
});

test('has no serious or critical accessibility violations', async ({ page }) => {
  const product = await galaxy(page);
  await page.goto(`/product/${product.id}`);
  await expect(groupButton(page, '🤝 Comprar em Grupo')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
