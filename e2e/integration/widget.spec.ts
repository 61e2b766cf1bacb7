import type { Page } from '@playwright/test';
import { expect, storeWithProduct, test, widgetButton } from './demo-store.ts';

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
