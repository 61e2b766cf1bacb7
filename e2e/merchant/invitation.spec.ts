import { expect, test } from '../fixtures.ts';
import { defaultStoreOwner, fromNewAddress, uniqueEmail } from './merchant-helpers.ts';

/** A store the operator creates: its contact accepts the e-mailed invitation and lands in the panel. */
const OPERATOR = { email: 'operador@juntai.test', password: 'operador-e2e-2026' };

test.beforeEach(async ({ request }) => {
  await defaultStoreOwner(request);
});

test('an invited merchant chooses a password from the e-mail and reaches the panel of its store', async ({ page, request }) => {
  const login = await request.post('/api/super-admin/login', { data: OPERATOR, headers: fromNewAddress() });
  expect(login.ok()).toBe(true);
  const { token } = await login.json();
  const email = uniqueEmail('convidada');
  const storeId = `loja-convite-${Date.now().toString(36)}`;
  const created = await request.post('/api/super-admin/merchants', {
    headers: { authorization: `Bearer ${token}` }, data: { store_id: storeId, store_name: 'Loja Convidada', contact_email: email },
  });
  expect(created.status()).toBe(201);

  const mails = await (await request.get(`/api/testing/outbox?to=${encodeURIComponent(email)}`)).json();
  const link = /https?:\/\/\S+\/admin\?convite=[A-Za-z0-9_-]+/.exec(mails[0].text_body)?.[0];
  expect(link).toBeDefined();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('heading', { name: 'Aceitar convite' })).toBeVisible();
  // The token left the address bar at once.
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByLabel('Nome completo').fill('Dona Convidada');
  await page.getByLabel('Senha', { exact: true }).fill('convite-123');
  await page.getByLabel('Confirme a senha').fill('convite-124');
  await page.getByRole('button', { name: 'Criar minha conta' }).click();
  await expect(page.getByRole('alert')).toHaveText('As senhas não coincidem');
  await page.getByLabel('Confirme a senha').fill('convite-123');
  await page.getByRole('button', { name: 'Criar minha conta' }).click();

  await expect(page.getByText('Plugin Ativo', { exact: true })).toBeVisible();
  await expect(page.getByTestId('store-name')).toHaveText('Loja Convidada');
  // The store's setup is not done yet: the onboarding continues at its second step.
  await expect(page.getByRole('dialog').getByText('Vamos Configurar!')).toBeVisible();

  // The link works once.
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel('Nome completo').fill('Outra Pessoa');
  await page.getByLabel('Senha', { exact: true }).fill('convite-123');
  await page.getByLabel('Confirme a senha').fill('convite-123');
  await page.getByRole('button', { name: 'Criar minha conta' }).click();
  await expect(page.getByRole('alert')).toHaveText('Este convite é inválido, já foi usado ou expirou. Peça um novo convite.');
});
