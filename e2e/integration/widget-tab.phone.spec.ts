import { createGroupIn, expect, setStoreSite, storeWithProduct, test, widgetButton } from './demo-store.ts';

// Phone only (playwright.config.ts runs *.phone.spec.ts in the phone project): the new tab is the phone flow.
test("on a phone the click opens Juntaí in a new tab, and 'Voltar para a loja' returns with the group link", async ({ page, request, demoStore }) => {
  const { merchant, sku, productId } = await storeWithProduct(request);
  await setStoreSite(request, merchant, demoStore.origin); // the way back leads to the store's own site only
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
