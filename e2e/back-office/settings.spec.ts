import { expectNoSeriousA11yViolations } from '../a11y.ts';
// Not ../fixtures.ts: its same-origin check knows only the shared server; this spec checks its own below.
import { expect, test } from '@playwright/test';
import { privateServerForSpec } from '../private-server.ts';
import { signInOperatorOn } from './back-office-helpers.ts';

// The platform name shows on every page: this spec changes it on a server of its own.
const server = privateServerForSpec();

test('refuses an empty platform name and an icon with markup, and says so under each field', async ({ page }) => {
  await signInOperatorOn(page, server.base);
  await page.goto(`${server.base}/super-admin/settings`);
  const name = page.getByLabel('Nome da plataforma');
  await expect(name).toHaveValue('Juntaí');

  // Never "salvas" while the old name is kept; an icon is an emoji or a short text, never markup.
  await name.fill('');
  await page.getByLabel('Ícone de cota paga').fill('<b>x</b>');
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByText('Informe o nome da plataforma: ele aparece nos títulos, no rodapé e nos e-mails')).toBeVisible();
  await expect(page.getByText('Ícone inválido: use um emoji ou até 8 caracteres, sem marcação HTML (sem < > & " \')')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Configurações salvas' })).toHaveCount(0);
  const kept = await page.request.get(`${server.base}/api/settings/public`);
  expect(((await kept.json()) as { platform_name: string }).platform_name).toBe('Juntaí');
});

test('changes the platform name and icons with a live preview; the landing page shows the new name', async ({ page, browser }) => {
  const foreign: string[] = [];
  const watch = (p: import('@playwright/test').Page) => p.on('request', (r) => {
    if (!r.url().startsWith('data:') && !r.url().startsWith('blob:') && new URL(r.url()).origin !== server.base) foreign.push(r.url());
  });
  watch(page);
  await signInOperatorOn(page, server.base);
  await page.goto(`${server.base}/super-admin/settings`);
  await expect(page.getByRole('heading', { name: 'Configurações', level: 1 })).toBeVisible();
  const name = page.getByLabel('Nome da plataforma');
  await expect(name).toHaveValue('Juntaí');

  // Every key validated as the server does.
  await page.getByLabel('Dias até um grupo expirar').fill('31');
  await page.getByLabel('E-mail de suporte').fill('nao-e-email');
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByText('Dias de expiração inválidos: use um número inteiro de 1 a 30')).toBeVisible();
  await expect(page.getByText('E-mail de suporte inválido')).toBeVisible();
  await page.getByLabel('Dias até um grupo expirar').fill('2');
  await page.getByLabel('E-mail de suporte').fill('ajuda@comprajunto.com.br');

  await name.fill('Compra Junto');
  await page.getByLabel('Ícone de cota paga').fill('💚');
  await expect(page.getByTestId('preview-title')).toHaveText('Marketplace — Compra Junto');
  await expect(page.getByTestId('preview-whatsapp')).toContainText('💚 Todas as 4 cotas já foram pagas!');

  // The status panel reads the running server.
  await expect(page.getByTestId('status-database')).toContainText('PGlite');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Configurações salvas com sucesso!' }).first()).toBeAttached();

  // A shopper's fresh browser: the header, the footer and the tab title carry the new name.
  const shopper = await browser.newPage();
  watch(shopper);
  await shopper.goto(`${server.base}/`);
  await expect(shopper.getByRole('banner').getByRole('link', { name: 'Compra Junto' })).toBeVisible();
  await expect(shopper.getByRole('contentinfo')).toContainText('© 2025 Compra Junto');
  await expect(shopper.getByRole('contentinfo').getByRole('link', { name: 'ajuda@comprajunto.com.br' })).toBeVisible();
  await expect(shopper).toHaveTitle(/Compra Junto/);
  await shopper.close();
  expect(foreign, 'requests outside the app origin').toEqual([]);
});
