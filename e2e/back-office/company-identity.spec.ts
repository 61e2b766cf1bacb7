import { expectNoSeriousA11yViolations } from '../a11y.ts';
// Not ../fixtures.ts: its same-origin check knows only the shared server; this spec runs its own.
import { expect, test } from '@playwright/test';
import { privateServerForSpec } from '../private-server.ts';
import { signInOperatorOn } from './back-office-helpers.ts';

// The company's identity shows on every page's footer: this spec changes it on a server of its own.
const server = privateServerForSpec();

test('the operator sees what company data is missing on every screen, fixes it under "Empresa e privacidade", and the footer shows it', async ({ page }) => {
  await signInOperatorOn(page, server.base);
  await page.goto(`${server.base}/super-admin/settings`);
  await expect(page.getByRole('group', { name: 'Empresa e privacidade' })).toBeVisible();
  const notice = page.getByTestId('company-identity-missing');
  // The demo's fictitious company is complete: no notice.
  await expect(page.getByLabel('Razão social')).not.toHaveValue('');
  await expect(notice).toHaveCount(0);

  const cnpj = page.getByLabel('CNPJ', { exact: true });
  const save = page.getByRole('button', { name: 'Salvar configurações' });
  await cnpj.fill('');
  await save.click();
  await expect(notice).toContainText('Faltam os dados da empresa e do encarregado: CNPJ.');
  // On every back-office screen, with the way to fix it.
  await page.goto(`${server.base}/super-admin/merchants`);
  await expect(notice).toContainText('CNPJ');
  await expectNoSeriousA11yViolations(page);
  await notice.getByRole('link', { name: /Preencher em Configurações/ }).click();
  await expect(page).toHaveURL(/\/super-admin\/settings$/);

  // Check digits verified as the server does.
  await cnpj.fill('11.222.333/0001-80');
  await save.click();
  await expect(page.getByText('CNPJ inválido: confira os 14 dígitos')).toBeVisible();
  await cnpj.fill('11222333000181');
  await save.click();
  await expect(notice).toHaveCount(0);

  // Every page's footer names the company with its CNPJ formatted.
  await page.goto(`${server.base}/`);
  await expect(page.getByRole('contentinfo')).toContainText('11.222.333/0001-81');
});
