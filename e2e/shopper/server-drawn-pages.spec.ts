import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { createGroup, payByApi } from './group-setup.ts';

/**
 * The shopper pages arrive drawn by the server (apps/web/src/entry-server.tsx): their HTML carries what a
 * person reads first, before any script runs, and the browser then takes the drawing over (hydration:
 * the fixture fails any test whose page the browser had to draw again).
 */

/** What is inside the app's root in the HTML the server sends, as text. */
async function drawnText(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script id="juntai-state"/.exec(html)?.[1];
  expect(root, `${path} arrives drawn`).toBeTruthy();
  return root!.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ');
}

test('the group page arrives with the group drawn: organizer, product, status, money, progress, time left and every name', async ({ request }) => {
  const created = await createGroup(request, ['Helena Prado', 'Caio', 'Duda']);
  await payByApi(request, created.link_id, 'Caio', 'card');
  await payByApi(request, created.link_id, 'Duda', 'pix');
  const group = await (await request.get(`/api/groups/${created.link_id}`)).json() as { product_name: string };

  const text = await drawnText(request, `/g/${created.link_id}`);
  expect(text).toContain('Helena Prado te convidou para presentear!');
  expect(text).toContain(group.product_name);
  expect(text).toContain('Ativo');
  expect(text).toMatch(/Preço do produto R\$ [\d.]+,\d{2}/);
  expect(text).toMatch(/Valor da cota R\$ [\d.]+,\d{2}/);
  expect(text).toContain('1 de 3 cotas pagas');
  expect(text).toMatch(/Tempo restante \d{2}:\d{2}:\d{2}/);
  expect(text).toMatch(/Helena Prado .*Aguardando/);
  expect(text).toMatch(/Caio .*Reservado no cartão/);
  expect(text).toMatch(/Duda .*Processando/);
});

test('a phone with JavaScript off still reads the group page', async ({ browser, request }, testInfo) => {
  const created = await createGroup(request, ['Iara Lopes', 'Joca']);
  await payByApi(request, created.link_id, 'Joca', 'card');
  const context = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/g/${created.link_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iara Lopes te convidou para presentear!');
  await expect(page.getByTestId('paid-count')).toHaveText('1 de 2 cotas pagas');
  await expect(page.getByText('Joca', { exact: true })).toBeVisible();
  await expect(page.getByTestId('countdown')).toHaveText(/\d{2}:\d{2}:\d{2}/);
  // What a crawler (WhatsApp's preview, a search engine) reads comes in the HTML too, from the page's head.
  await expect(page).toHaveTitle(/^Iara Lopes te convidou para presentear! — /);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
  await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute('content', /^Iara Lopes te convidou/);
  const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as { offers: { availability: string } };
  expect(structured.offers.availability).toBe('https://schema.org/InStock');
  await context.close();
});

test('the drawn group page comes alive: the countdown ticks and a quota can be paid', async ({ page, request }) => {
  const created = await createGroup(request, ['Lia Campos', 'Mel']);
  await page.goto(`/g/${created.link_id}`);
  const countdown = page.getByTestId('countdown');
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first!);
  await page.getByRole('button', { name: 'Pagar a cota de Mel' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a tap made before the app has taken the drawn page over is answered once it has, not lost', async ({ page, request }) => {
  const created = await createGroup(request, ['Nina Reis', 'Otto']);
  // A slow connection: the app's code (apps/web/src/boot.tsx) arrives only when the test lets it.
  let letTheAppIn!: () => void;
  const appArrives = new Promise<void>((resolve) => { letTheAppIn = resolve; });
  const slow = await page.context().newPage(); // not the fixture's page, whose goto waits for the app
  await slow.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    await appArrives;
    await route.continue();
  });
  await slow.goto(`/g/${created.link_id}`);
  await slow.getByRole('button', { name: 'Pagar a cota de Otto' }).click();
  await expect(slow.getByRole('dialog')).toHaveCount(0);
  expect(await slow.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(false);
  letTheAppIn();
  await expect(slow.getByRole('dialog')).toBeVisible();
  await expect(slow.getByRole('dialog').getByLabel('Nome *')).toHaveValue('Otto');
  expect(slow.url()).toMatch(new RegExp(`/g/${created.link_id}$`));
  await slow.close();
});

test('the landing page, a product, the marketplace and Meus Grupos arrive drawn, and the browser takes them over', async ({ page, request }) => {
  const products = (await (await request.get('/api/products?type=demo')).json()) as Array<{ id: number; name: string; status: string; featured: boolean }>;
  const product = products.find((p) => p.status === 'active')!;
  const featured = products.find((p) => p.status === 'active' && p.featured)!;

  expect(await drawnText(request, '/')).toContain(featured.name);
  expect(await drawnText(request, `/product/${product.id}`)).toContain(product.name);
  const forSale = (await (await request.get('/api/products?type=marketplace&status=active')).json()) as unknown[];
  const marketplace = await drawnText(request, '/marketplace');
  expect(marketplace).toContain(`${forSale.length} produtos`);
  expect(marketplace).toContain('Criar Grupo');
  expect(await drawnText(request, '/dashboard')).toContain('Meus Grupos');

  for (const path of ['/', `/product/${product.id}`, '/marketplace', '/dashboard']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  // Taken over: a link now moves within the app instead of loading a new page.
  await page.goto('/');
  await page.getByRole('link', { name: 'Marketplace' }).first().click();
  await expect(page).toHaveURL(/\/marketplace$/);
});
