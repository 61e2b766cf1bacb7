import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../a11y.ts';
import { expect, test } from '../fixtures.ts';
import { drawnInBrowser } from '../support/drawn-in-browser.ts';

interface ApiProduct { id: number; name: string; category: string; image: string }

const isProductList = (url: URL) => url.pathname === '/api/products';
const featured = (page: Page) => page.getByRole('region', { name: 'Produtos em destaque' });
const skeletons = (page: Page) => page.getByTestId('product-card-skeleton');

async function demoProducts(page: Page): Promise<ApiProduct[]> {
  const res = await page.request.get('/api/products?type=demo&status=active');
  expect(res.ok()).toBe(true);
  return res.json();
}

async function openLoaded(page: Page) {
  await page.goto('/');
  await expect(featured(page).getByRole('article').first()).toBeVisible();
}

test('shows six placeholder cards while loading, then the active demo products as cards', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  // The placeholders are what a phone sees while the products load, when the browser draws the page.
  await drawnInBrowser(page);
  await page.route(isProductList, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(skeletons(page)).toHaveCount(6);
  await expect(featured(page).getByRole('article')).toHaveCount(0);

  release();
  const products = await demoProducts(page);
  expect(products.length).toBeGreaterThanOrEqual(8);
  await expect(skeletons(page)).toHaveCount(0);
  await expect(featured(page).getByRole('article')).toHaveCount(products.length);

  const card = featured(page).getByRole('article').filter({ hasText: 'Smartphone Galaxy S24 128GB' });
  await expect(card.getByRole('img', { name: 'Smartphone Galaxy S24 128GB' })).toHaveAttribute('src', '/images/products/smartphone-galaxy-s24.svg');
  await expect(card.getByText('Eletrônicos', { exact: true })).toBeVisible();
  await expect(card.getByText('R$ 4.299,00')).toBeVisible();
  // The description is clamped to two lines.
  const description = card.getByText(/Tela Dynamic AMOLED/);
  await expect(description).toHaveCSS('-webkit-line-clamp', '2');
  const lines = await description.evaluate((el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight));
  expect(Math.round(lines)).toBeLessThanOrEqual(2);
  // Every picture really loads from the app itself.
  const broken = await page.locator('article img').evaluateAll((imgs) =>
    Promise.all((imgs as HTMLImageElement[]).map(async (img) => { img.loading = 'eager'; await img.decode().catch(() => {}); return img.naturalWidth === 0 ? img.src : null; })));
  expect(broken.filter(Boolean)).toEqual([]);
});

test('a product card opens that product page', async ({ page }) => {
  const [first] = await demoProducts(page);
  await openLoaded(page);
  await featured(page).getByRole('link', { name: first!.name }).click();
  await expect(page).toHaveURL(`/product/${first!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible();
});

test('when the products cannot be loaded the error is only logged and the placeholders go away', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  await drawnInBrowser(page);
  await page.route(isProductList, (route) => route.fulfill({ status: 500, json: { success: false, detail: 'Erro interno' } }));
  await page.goto('/');
  // Whether the placeholders show at all depends on how fast the failure comes back: the first render
  // waits briefly for the page's data (ADR 0035). What must hold is where the page ends.
  await expect.poll(() => errors.some((e) => e.includes('Erro ao carregar os produtos em destaque'))).toBe(true);
  await expect(skeletons(page)).toHaveCount(0);
  await expect(featured(page).getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
});

test('header, hero, how it works, benefits and footer say what the spec says', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Juntaí — Comprar junto ficou fácil');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Juntaí' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Meus Grupos' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Comprar junto ficou fácil' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Marketplace' })).toHaveAttribute('href', '/marketplace');

  const steps = page.getByRole('region', { name: 'Como Funciona' });
  await expect(steps.getByRole('heading', { level: 3 })).toHaveText(['Crie o Grupo', 'Compartilhe', 'Finalize']);
  await expect(steps).toContainText('Escolha o produto e em quantas pessoas dividir');
  await expect(steps).toContainText('Envie o link do grupo');
  await expect(steps).toContainText('Todos pagam sua parte e o produto é entregue');

  const benefits = page.getByRole('region', { name: 'Por que comprar junto' });
  await expect(benefits.getByRole('heading', { level: 3 })).toHaveText(['Pagamento seguro', 'Rápido e fácil', 'Para todos', 'No celular']);
  await expect(benefits).toContainText('Amigos, família e colegas de trabalho');

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Comprar junto ficou fácil');
  await expect(footer).toContainText('© 2025 Juntaí. Todos os direitos reservados.');
});

test("'Começar a usar' scrolls to the featured products", async ({ page }) => {
  await openLoaded(page);
  const heading = page.getByRole('heading', { name: 'Produtos em destaque' });
  await expect(heading).not.toBeInViewport();
  await page.getByRole('button', { name: 'Começar a usar' }).click();
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
});

test("'Ativar Plugin' turns the plugin flag on and the header then offers 'Painel do Lojista'", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Painel do Lojista' })).toHaveCount(0);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Ativar Plugin' }).click();
  await reloaded;
  expect(await page.evaluate(() => localStorage.getItem('pluginAtivo'))).toBe('true');
  await expect(page.getByRole('link', { name: 'Painel do Lojista' })).toHaveAttribute('href', '/admin');
  await expect(page.getByRole('button', { name: 'Ativar Plugin' })).toHaveCount(0);
});

for (const width of [360, 390]) {
  test(`the header fits a ${width} px phone in both plugin states, without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await openLoaded(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Meus Grupos' })).toBeInViewport({ ratio: 1 });
    await expect(header.getByRole('button', { name: 'Ativar Plugin' })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.evaluate(() => localStorage.setItem('pluginAtivo', 'true'));
    await page.reload();
    await expect(header.getByRole('link', { name: 'Painel do Lojista' })).toBeInViewport({ ratio: 1 });
    await expect(header.getByRole('link', { name: 'Meus Grupos' })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('has no serious or critical accessibility violations', async ({ page }) => {
  await openLoaded(page);
  await expectNoSeriousA11yViolations(page);
});

test('full-page screenshot (kept in docs/screenshots from the phone run)', async ({ page }, testInfo) => {
  await openLoaded(page);
  // Lazy pictures below the fold would be blank in a full-page capture: load them all first.
  await page.locator('img').evaluateAll((imgs) =>
    Promise.all((imgs as HTMLImageElement[]).map((img) => { img.loading = 'eager'; return img.decode().catch(() => {}); })));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  const path = testInfo.outputPath(`landing-${testInfo.project.name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled', scale: 'css' });
  await testInfo.attach(`landing-${testInfo.project.name}`, { path, contentType: 'image/png' });
  if (testInfo.project.name === 'phone') {
    const docs = join(dirname(testInfo.config.configFile ?? join(process.cwd(), 'playwright.config.ts')), 'docs', 'screenshots');
    mkdirSync(docs, { recursive: true });
    copyFileSync(path, join(docs, 'landing-phone.png'));
  }
});
