import type { APIRequestContext } from '@playwright/test';
import { expect, storeWithProduct, test } from './demo-store.ts';

/** A group of the store's product, made through the API (the creation flow has its own tests). */
async function storeGroup(request: APIRequestContext, productId: number): Promise<string> {
  const res = await request.post('/api/groups', {
    data: {
      product_id: productId, number_of_quotas: 3, creator_name: 'Ana', creator_email: 'ana@example.com',
      creator_whatsapp: '11987654321', invited_participants: ['Ana', 'Bruno', 'Carla'],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { link_id: string }).link_id;
}

test('<juntai-progress> on the store page follows payments made from another browser, live', async ({ page, browser, request, demoStore }, testInfo) => {
  const { merchant, productId } = await storeWithProduct(request);
  const linkId = await storeGroup(request, productId);
  await page.goto(demoStore.pageUrl({ store: merchant.storeId, group: linkId }));

  const badge = page.locator('juntai-progress');
  await expect(badge).toContainText('0/3 pagas');
  const timer = badge.getByRole('timer');
  await expect(timer).toHaveText(/^Faltam (47:59:\d\d|48:00:00)$/);
  // The countdown ticks every second.
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first!, { timeout: 3_000 });
  await expect(badge.getByRole('link')).toHaveAttribute('href', new RegExp(`/g/${linkId}$`));

  // Someone else, in another browser, pays a quota on Juntaí by card (the mock provider).
  const { baseURL, viewport, locale, timezoneId, isMobile, hasTouch, userAgent } = testInfo.project.use;
  const other = await browser.newContext({ baseURL, viewport, locale, timezoneId, isMobile, hasTouch, userAgent });
  try {
    const paid = await other.request.post(`/api/groups/${linkId}/join`, {
      data: { name: 'Bruno', email: 'bruno@example.com', whatsapp: '21912345678', payment_method: 'card', installments: 1 },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    // Pushed by the stream (well within the 5 s a poll would take).
    await expect(badge).toContainText('1/3 pagas', { timeout: 4_000 });

    const second = await other.request.post(`/api/groups/${linkId}/join`, {
      data: { name: 'Carla', email: 'carla@example.com', whatsapp: '31988887777', payment_method: 'card', installments: 1 },
    });
    expect(second.status(), await second.text()).toBe(201);
    await expect(badge).toContainText('2/3 pagas', { timeout: 4_000 });
  } finally {
    await other.close();
  }
});

test('<juntai-progress> with an unknown group renders nothing and warns once', async ({ page, demoStore }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.goto(demoStore.pageUrl({ store: 'qualquer', group: 'NaoExisteNaoExiste1234' }));
  await expect.poll(() => warnings.length).toBe(1);
  expect(warnings[0]).toMatch(/^\[Juntaí\]/);
  await expect(page.locator('juntai-progress')).toHaveText('');
});
