import { expect, test } from '../fixtures.ts';
import { sendNewPassword } from '../new-password-form.ts';
import { newAddress, unique } from './back-office-helpers.ts';

/**
 * Forgotten password → the e-mailed link → the new password → login. A reset ends every session of
 * the account, so it runs on an operator of its own (made by the test-only route), never on the
 * operator the other specs share.
 */
test.use({ extraHTTPHeaders: newAddress() });

interface Mail { to: string; subject: string; text_body: string }

test('an operator asks for a reset, opens the e-mailed link, chooses a new password and logs in with it', async ({ page, request }) => {
  const email = `${unique('operadora')}@juntai.test`;
  const oldPassword = 'senha-antiga-2026';
  const newPassword = 'senha-nova-2026';
  const created = await request.post('/api/testing/operators', { data: { email, name: 'Operadora Reset', password: oldPassword } });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/super-admin/login');
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Se houver uma conta com este e-mail' })).toBeVisible();

  // The link only travels by e-mail: read it from the outbox.
  let link = '';
  await expect.poll(async () => {
    const mails = (await (await request.get(`/api/testing/outbox?to=${encodeURIComponent(email)}`)).json()) as Mail[];
    link = mails[0]?.text_body.match(/https?:\/\/\S+\/super-admin\/login\?\S+/)?.[0] ?? '';
    return link;
  }).toContain('reset_token=');
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { name: 'Nova senha' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page.getByLabel('Código de redefinição')).toHaveValue(url.searchParams.get('reset_token') ?? '');

  await sendNewPassword(page, 'Redefinir senha', newPassword);
  await expect(page.getByRole('status').filter({ hasText: 'Senha atualizada com sucesso! Você pode fazer login agora.' })).toBeVisible();
  // Back to the login 2 seconds later, with the e-mail filled in and the message kept.
  await expect(page.getByRole('heading', { name: 'Super Admin' })).toBeVisible({ timeout: 5000 });
  await expect(page.getByLabel('E-mail')).toHaveValue(email);

  await page.getByLabel('Senha').fill(oldPassword);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos');
  await page.getByLabel('Senha').fill(newPassword);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/super-admin\/dashboard/);
  await expect(page.getByTestId('operator-identity')).toContainText('Operadora Reset');

  // The link worked once.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${url.pathname}${url.search}`);
  await sendNewPassword(page, 'Redefinir senha', 'outra-senha-2026');
  await expect(page.getByRole('alert')).toHaveText('Link de redefinição inválido ou expirado. Peça um novo link.');
});
