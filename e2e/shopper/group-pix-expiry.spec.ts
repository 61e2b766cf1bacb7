import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { generatePixForBruno } from './group-setup.ts';

interface DemoProduct { id: number; price: number; status: string; min_group_size: number }

async function createGroup(page: Page): Promise<string> {
  const products = (await (await page.request.get('/api/products?type=demo&status=active')).json()) as DemoProduct[];
  const response = await page.request.post('/api/groups', {
    data: {
      product_id: products.find((p) => p.min_group_size <= 2)!.id, number_of_quotas: 2, creator_name: 'Ana', creator_email: 'ana@example.com',
      creator_whatsapp: '11987654321', invited_participants: ['Ana', 'Bruno'],
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { link_id: string }).link_id;
}

test('a PIX charge left unpaid past its validity says so and offers a new one', async ({ page }) => {
  const linkId = await createGroup(page);
  await page.clock.install();
  await page.goto(`/g/${linkId}`);
  const dialog = await generatePixForBruno(page);

  // The charge holds the quota for 30 minutes.
  await page.clock.fastForward('31:00');
  await expect(dialog.getByTestId('pix-state')).toHaveText('O PIX expirou');
  await expect(dialog.getByRole('img', { name: 'QR Code do PIX' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Simular pagamento PIX' })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Gerar novo PIX' }).click();
  await expect(dialog.getByRole('button', { name: 'Gerar PIX' })).toBeVisible();
  await expect(dialog.getByLabel('E-mail *')).toHaveValue('bruno@example.com');
});
