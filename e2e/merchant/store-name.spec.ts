import { expect, test } from '../fixtures.ts';
import { defaultStoreOwner, expectNoSeriousA11yViolations, PASSWORD, signInBrowser, signUpStore, toastWith } from './merchant-helpers.ts';

/** The store's name, renamed in its settings, and a returning merchant on a device that has never seen the panel. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.71.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });

test.beforeEach(async ({ request }) => {
  await defaultStoreOwner(request); // a sign-up below must never take the default store over
});

test('renaming the store in /admin/settings shows the new name wherever the store is named', async ({ page, request }) => {
  test.setTimeout(120_000);
  const merchant = await signUpStore(request, { completeOnboarding: true });
  await signInBrowser(page, merchant);
  await page.goto('/admin/settings');
  const field = page.getByRole('textbox', { name: 'Nome da loja' });
  await expect(field).toBeVisible();
  const before = await field.inputValue();
  const renamed = `Empório da Cláudia ${Math.random().toString(36).slice(2, 6)}`;
  expect(renamed).not.toBe(before);

  await field.fill('   ');
  await page.getByRole('button', { name: 'Salvar nome' }).click();
  await expect(field).toHaveAccessibleDescription('Informe o nome da loja');

  await field.fill(renamed);
  await page.getByRole('button', { name: 'Salvar nome' }).click();
  await expect(toastWith(page, 'Nome da loja salvo!')).toBeAttached();
  // The settings' own introduction names the store by its new name at once.
  await expect(page.getByRole('main').getByText(`Personalize o botão de compra em grupo da loja ${renamed}.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The panel, after a reload, and its session on another visit: the new name.
  await page.goto('/admin');
  await expect(page.getByTestId('store-name')).toHaveText(renamed);
  await page.reload();
  await expect(page.getByTestId('store-name')).toHaveText(renamed);
  await expect(page.getByText(before, { exact: true })).toHaveCount(0);
});

test('a returning merchant on a new device is offered sign-in before any "Ativar Plugin Agora", and signing in opens the panel', async ({ page, request }) => {
  const merchant = await signUpStore(request, { completeOnboarding: true });
  // This browser has never seen the panel: no plugin flag, no session.
  await page.goto('/admin');
  const headings = page.getByRole('heading', { level: 1 }).or(page.getByRole('heading', { level: 2 }));
  await expect(headings.first()).toHaveText('Já é lojista? Entre na sua conta');
  await expect(page.getByRole('heading', { name: 'Plugin Não Ativo' })).toBeVisible();
  // The sign-in comes first on the screen too, above the simulated purchase.
  const signInTop = (await page.getByRole('heading', { name: 'Já é lojista? Entre na sua conta' }).boundingBox())!.y;
  const activateTop = (await page.getByRole('button', { name: 'Ativar Plugin Agora' }).boundingBox())!.y;
  expect(signInTop).toBeLessThan(activateTop);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('E-mail').fill(merchant.email);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  // Straight to the store's panel: no second "purchase", no onboarding.
  await expect(page.getByText('Plugin Ativo', { exact: true })).toBeVisible();
  await expect(page.getByTestId('store-name')).not.toBeEmpty();
  await expect(page.getByRole('button', { name: 'Ativar Plugin Agora' })).toHaveCount(0);
  await expect(page.getByTestId('onboarding-dialog')).toHaveCount(0);
});
