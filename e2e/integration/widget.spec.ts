import type { Page } from '@playwright/test';
import { createGroupIn, expect, STORE_LOOK, storeWithProduct, test } from './demo-store.ts';

/** Warnings and errors the store's page sees in its console, and errors it would throw. */
function consoleOf(page: Page) {
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { warnings, errors };
}

const widgetButton = (page: Page) => page.locator('juntai-button').getByRole('button', { name: STORE_LOOK.button_text });

test("the button shows the store's text, colours and per-person price, whatever the store's CSS says", async ({ page, request, demoStore }) => {
  const { merchant, sku } = await storeWithProduct(request);
  const log = consoleOf(page);
  await page.goto(demoStore.pageUrl({ store: merchant.storeId, products: [sku] }));

  // The store's own button is hidden by its CSS; the widget's is not.
  await expect(page.locator('#buy-alone')).toBeHidden();
  const button = widgetButton(page);
  await expect(button).toBeVisible();
  await expect(page.locator('juntai-button')).toContainText('ou R$ 164,92 por pessoa em 10');
  const style = await button.evaluate((el) => {
    const s = getComputedStyle(el);
    return { background: s.backgroundColor, color: s.color, letterSpacing: s.letterSpacing, fontSize: s.fontSize };
  });
  expect(style).toEqual({ background: 'rgb(124, 58, 237)', color: 'rgb(254, 252, 232)', letterSpacing: 'normal', fontSize: '20px' });
  const price = page.locator('juntai-button').getByText('ou R$ 164,92 por pessoa em 10');
  await expect(price).toBeVisible();
  expect(await price.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgb(255, 0, 0)');
  // The widget sets no cookie on the store's page.
  expect(await page.evaluate(() => document.cookie)).toBe('');

  // The view was counted (beacon, no cookies) in the store's funnel.
  await expect.poll(async () => {
    const funnel = await request.get('/api/admin/funnel?days=30', { headers: { authorization: `Bearer ${merchant.token}` } });
    return ((await funnel.json()) as { totals: { views: number } }).totals.views;
  }).toBe(1);
  expect(log.errors).toEqual([]);
  expect(log.warnings).toEqual([]);
});

test('an unknown product renders nothing and logs exactly one [Juntaí] warning, never an error', async ({ page, request, demoStore }) => {
  const { merchant } = await storeWithProduct(request);
  const log = consoleOf(page);
  const answered = page.waitForResponse((res) => res.url().includes('/api/widget/stores/'));
  await page.goto(demoStore.pageUrl({ store: merchant.storeId, products: ['NAO-EXISTE'] }));
  expect((await answered).status()).toBe(404);
  await expect.poll(() => log.warnings.length).toBe(1);
  expect(log.warnings[0]).toMatch(/^\[Juntaí\] .*NAO-EXISTE/);
  expect(await page.locator('juntai-button').evaluate((el) => el.shadowRoot?.childNodes.length ?? 0)).toBe(0);
  await expect(page.locator('juntai-button')).toHaveText('');
  // Chromium prints a failed fetch's status as a console error of its own; the page itself throws nothing.
  expect(log.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});

test('on a desktop the click opens the creation in a dialog over the store, and the new group comes back', async ({ page, request, demoStore }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the dialog is the desktop flow');
  const { merchant, sku, productId } = await storeWithProduct(request);
  await page.goto(demoStore.pageUrl({ store: merchant.storeId, products: [sku] }));
  await widgetButton(page).click();

  const dialog = page.getByRole('dialog', { name: 'Comprar em grupo: Cafeteira Italiana' });
  await expect(dialog).toBeVisible();
  // Focus is in the dialog: on 'Fechar', or already in the framed form if that took it.
  await expect.poll(() => page.evaluate(() => document.activeElement?.localName)).toBe('juntai-dialog');
  const frame = dialog.locator('iframe');
  const src = new URL((await frame.getAttribute('src'))!);
  expect(src.pathname).toBe(`/product/${productId}`);
  expect(Object.fromEntries(src.searchParams)).toEqual({ criar: '1', embed: '1' });
  // Esc closes it and gives the focus back to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(widgetButton(page)).toBeFocused();

  // Esc inside the framed page closes the store's dialog too.
  await widgetButton(page).click();
  const framed = page.locator('juntai-dialog iframe').contentFrame();
  await framed.getByLabel('Seu nome *').click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await widgetButton(page).click();
  // Inside the store's dialog the product page shows no header or footer of its own.
  await expect(framed.getByRole('dialog', { name: 'Comprar em Grupo' })).toBeVisible();
  await expect(framed.getByRole('contentinfo')).toHaveCount(0);
  await createGroupIn(framed);

  await expect(dialog).toBeHidden();
  const status = page.locator('juntai-button').getByRole('status');
  await expect(status).toContainText('Grupo criado! Compartilhe:');
  const groupUrl = (await status.getByRole('link').getAttribute('href'))!;
  expect(groupUrl).toMatch(new RegExp(`^${new URL(page.url()).protocol}//127\\.0\\.0\\.1:\\d+/g/[A-Za-z0-9_-]{16,64}$`));
  expect(await page.evaluate(() => (window as unknown as { groupEvents: string[] }).groupEvents)).toEqual([groupUrl]);
  // The group is the store's: its product is the store's SKU.
  const group = await request.get(`/api/groups/${groupUrl.split('/g/')[1]}`);
  expect(((await group.json()) as { product_id: number }).product_id).toBe(productId);
});

test("on a phone the click opens Juntaí in a new tab, and 'Voltar para a loja' returns with the group link", async ({ page, request, demoStore }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the new tab is the phone flow');
  const { merchant, sku, productId } = await storeWithProduct(request);
  const storeUrl = demoStore.pageUrl({ store: merchant.storeId, products: [sku] });
  await page.goto(storeUrl);
  const [tab] = await Promise.all([page.context().waitForEvent('page'), widgetButton(page).click()]);
  await tab.waitForLoadState();
  const opened = new URL(tab.url());
  expect(opened.pathname).toBe(`/product/${productId}`);
  expect(opened.searchParams.get('criar')).toBe('1');
  expect(opened.searchParams.get('voltar')).toBe(storeUrl);

  await createGroupIn(tab);
  await expect(tab.getByRole('dialog', { name: 'Link do grupo gerado!' })).toBeVisible();
  const back = tab.getByRole('link', { name: 'Voltar para a loja' });
  await expect(back).toBeVisible();
  await back.click();
  await tab.waitForURL((url) => url.origin === demoStore.origin);
  const groupUrl = new URL(tab.url()).searchParams.get('juntai_grupo')!;
  expect(groupUrl).toMatch(/\/g\/[A-Za-z0-9_-]{16,64}$/);
  const status = tab.locator('juntai-button').getByRole('status');
  await expect(status).toContainText('Grupo criado! Compartilhe:');
  await expect(status.getByRole('link')).toHaveAttribute('href', groupUrl);
  expect(await tab.evaluate(() => (window as unknown as { groupEvents: string[] }).groupEvents)).toEqual([groupUrl]);
});
