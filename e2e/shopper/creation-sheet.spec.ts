import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../a11y.ts';
import { expect, test } from '../fixtures.ts';

interface DemoProduct { id: number; name: string; status: string; min_group_size: number; max_group_size: number }

/** An active demo product sold to groups of 3. */
async function productForThree(request: APIRequestContext): Promise<DemoProduct> {
  const products = (await (await request.get('/api/products?type=demo')).json()) as DemoProduct[];
  const product = products.find((p) => p.status === 'active' && p.min_group_size <= 3 && p.max_group_size >= 3);
  expect(product, 'an active demo product for 3 people').toBeTruthy();
  return product!;
}

const openSheet = async (page: Page) => {
  await page.getByRole('button', { name: /Comprar em Grupo/ }).first().click();
  const sheet = page.getByRole('dialog', { name: 'Comprar em Grupo' });
  await expect(sheet).toBeVisible();
  return sheet;
};

/** One back closes the sheet and stays on the product page; with `thenLeaves`, the next back leaves the page. */
async function expectBackClosesTheSheet(page: Page, sheet: Locator, product: DemoProduct, { thenLeaves = false } = {}) {
  await page.goBack();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
  if (!thenLeaves) return;
  await page.goBack();
  await expect(page).not.toHaveURL(/\/product\//);
}

test('back on the creation sheet closes it and stays on the product page', async ({ page, request }) => {
  const product = await productForThree(request);
  await page.goto('/');
  await page.goto(`/product/${product.id}`);
  const sheet = await openSheet(page);
  await sheet.getByLabel('Seu nome *').fill('Ana Organizadora');

  await expectBackClosesTheSheet(page, sheet, product);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  // Opened again, it holds what was typed; one back closes it, the next leaves the page.
  await openSheet(page);
  await expect(sheet.getByLabel('Seu nome *')).toHaveValue('Ana Organizadora');
  await expectBackClosesTheSheet(page, sheet, product, { thenLeaves: true });
});

test('a reload on step 3 comes back to step 3 with the three steps as typed; creating the group forgets them', async ({ page, request }) => {
  test.setTimeout(90_000);
  const product = await productForThree(request);
  await page.goto('/');
  await page.goto(`/product/${product.id}`);
  const sheet = await openSheet(page);
  await sheet.getByLabel('Seu nome *').fill('Ana Organizadora');
  await sheet.getByLabel('Seu e-mail *').fill('ana@example.com');
  await sheet.getByLabel('Seu WhatsApp *').fill('11987654321');
  await sheet.getByRole('button', { name: 'Continuar' }).click();
  await sheet.getByLabel('Número de cotas (pessoas)').fill('3');
  await sheet.getByRole('button', { name: 'Continuar' }).click();
  await expect(sheet.getByRole('navigation', { name: 'Etapa 3 de 3' })).toBeVisible();
  await sheet.getByLabel('Nome do participante').fill('Bruno');
  await sheet.getByLabel('Nome do participante').press('Enter');
  await expect(sheet.getByTestId('participants-counter')).toHaveText('2/3');

  await page.reload();
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('navigation', { name: 'Etapa 3 de 3' })).toBeVisible();
  const list = sheet.getByRole('list', { name: 'Lista de participantes' });
  await expect(list.getByRole('listitem')).toHaveText([/Ana Organizadora/, /Bruno/]);
  await expect(sheet.getByTestId('participants-counter')).toHaveText('2/3');
  await expectNoSeriousA11yViolations(page);

  // Steps 1 and 2 as they were.
  await sheet.getByRole('button', { name: 'Voltar' }).click();
  await expect(sheet.getByLabel('Número de cotas (pessoas)')).toHaveValue('3');
  await sheet.getByRole('button', { name: 'Voltar' }).click();
  await expect(sheet.getByLabel('Seu e-mail *')).toHaveValue('ana@example.com');
  await expect(sheet.getByLabel('Seu WhatsApp *')).toHaveValue('(11) 98765-4321');

  // The reloaded sheet took back its own history entry: one back closes it and stays on the page.
  await expectBackClosesTheSheet(page, sheet, product, { thenLeaves: true });
  await page.goForward();

  const again = await openSheet(page);
  await again.getByRole('button', { name: 'Continuar' }).click();
  await again.getByRole('button', { name: 'Continuar' }).click();
  await again.getByLabel('Nome do participante').fill('Carla');
  await again.getByLabel('Nome do participante').press('Enter');
  await again.getByRole('button', { name: 'Gerar Link do Grupo' }).click();
  await expect(page.getByRole('dialog', { name: 'Link do grupo gerado!' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('juntai:creation-draft:')))).toEqual([]);
  await page.reload();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('every empty field of step 1 says what it needs beside it, and a name over 60 characters is refused, not cut', async ({ page, request }) => {
  const product = await productForThree(request);
  await page.goto(`/product/${product.id}`);
  const sheet = await openSheet(page);
  await sheet.getByRole('button', { name: 'Continuar' }).click();
  // The spec's summary, and each field marked with its own message.
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Preencha todos os campos obrigatórios' }).first()).toBeAttached();
  for (const [label, message] of [['Seu nome *', 'Informe seu nome'], ['Seu e-mail *', 'Informe seu e-mail'], ['Seu WhatsApp *', 'Informe seu WhatsApp com DDD']] as const) {
    const field = sheet.getByLabel(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
  }
  await expectNoSeriousA11yViolations(page);

  const long = `Ana ${'Maria '.repeat(11)}Souza`;
  expect(long.length).toBeGreaterThan(60);
  await sheet.getByLabel('Seu nome *').fill(long);
  await expect(sheet.getByLabel('Seu nome *')).toHaveValue(long);
  await sheet.getByLabel('Seu e-mail *').fill('ana@example.com');
  await sheet.getByLabel('Seu WhatsApp *').fill('11987654321');
  await sheet.getByRole('button', { name: 'Continuar' }).click();
  await expect(sheet.getByLabel('Seu nome *')).toHaveAccessibleDescription('O nome pode ter no máximo 60 caracteres');
  await expect(sheet.getByRole('navigation', { name: 'Etapa 1 de 3' })).toBeVisible();

  await sheet.getByLabel('Seu nome *').fill('Ana');
  await sheet.getByRole('button', { name: 'Continuar' }).click();
  await sheet.getByRole('button', { name: 'Continuar' }).click();
  const participant = sheet.getByLabel('Nome do participante');
  await participant.fill(long);
  await expect(participant).toHaveValue(long);
  await participant.press('Enter');
  await expect(page.locator('[data-sonner-toast]', { hasText: 'O nome pode ter no máximo 60 caracteres' }).first()).toBeAttached();
  await expect(sheet.getByTestId('participants-counter')).toHaveText('1/2');
});
