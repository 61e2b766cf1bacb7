import { expect, test } from '../fixtures.ts';
import { expectNewPasswordChecks, sendNewPassword } from '../new-password-form.ts';
import { expectNoSeriousA11yViolations, logInThroughForm, newAddress, OPERATOR, signIn, unique } from './back-office-helpers.ts';

/** The back office's menu, the same on every screen. */
const EVERY_ITEM = ['Dashboard', 'Lojistas', 'Planos', 'Produtos B2B/B2C', 'Parceiros', 'Configurações', 'Privacidade'];

/** Getting in and out of the back office: the login modes, the guards and the header. */
test.use({ extraHTTPHeaders: newAddress() });

test('the operator logs in, sees name and role in the header, keeps no token in the browser, and leaves with Sair', async ({ page, context }) => {
  test.setTimeout(120_000); // it walks through five screens
  await page.goto('/super-admin/login');
  await expect(page.getByRole('heading', { name: 'Super Admin' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await logInThroughForm(page);
  const identity = page.getByTestId('operator-identity');
  await expect(identity).toContainText(OPERATOR.name);
  await expect(identity).toContainText('Super Administrador');
  const stored = await page.evaluate(() => ({ all: JSON.stringify(localStorage), user: localStorage.getItem('super_admin_user') }));
  expect(JSON.parse(stored.user ?? '{}')).toEqual({ name: OPERATOR.name, role: 'super_admin' });
  expect(stored.all).not.toMatch(/token/i);
  expect((await context.cookies()).find((c) => c.name === 'juntai_operador')?.httpOnly).toBe(true);

  const nav = page.getByRole('navigation', { name: 'Administração' });
  for (const label of EVERY_ITEM) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  // The same menu on every screen: no screen loses the way to products or partners.
  for (const [label, path] of [['Lojistas', 'merchants'], ['Planos', 'plans'], ['Configurações', 'settings'], ['Parceiros', 'partners'], ['Privacidade', 'privacidade']] as const) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/super-admin/${path}$`));
    await expect(nav.getByRole('link')).toHaveText(EVERY_ITEM);
  }

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/super-admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('super_admin_user'))).toBeNull();
  // The server ended the session too: the cookie no longer opens anything.
  expect((await page.request.get('/api/super-admin/me')).status()).toBe(401);
  await page.goto('/super-admin/plans');
  await expect(page).toHaveURL(/\/super-admin\/login$/);
});

test('every screen but the login sends a visitor without a user to the login', async ({ page }) => {
  for (const path of ['/super-admin/dashboard', '/super-admin/merchants', '/super-admin/plans', '/super-admin/products', '/super-admin/partners', '/super-admin/settings', '/super-admin/privacidade']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/super-admin\/login$/);
  }
});

test('a session that ends on the server (401) sends the screen to the login and forgets the user', async ({ page, context }) => {
  await signIn(page, '/super-admin/plans');
  await expect(page.getByRole('heading', { name: 'Planos', level: 1 })).toBeVisible();
  await context.clearCookies();
  await page.goto('/super-admin/merchants');
  await expect(page).toHaveURL(/\/super-admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('super_admin_user'))).toBeNull();
});

test('a wrong password shows the server detail; a network failure says so', async ({ page }) => {
  await page.goto('/super-admin/login');
  await page.getByLabel('E-mail').fill(`${unique('ninguem')}@example.com`);
  await page.getByLabel('Senha').fill('senha-errada-123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos');

  await page.route('**/api/super-admin/login', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Erro de conexão com o servidor');
});

test('login and forgot-password lead to each other; the request gets the neutral answer', async ({ page }) => {
  await page.goto('/super-admin/login');
  const email = `${unique('esqueci')}@example.com`;
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await expect(page.getByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Se houver uma conta com este e-mail' })).toBeVisible();
  await page.getByRole('button', { name: 'Voltar para o login' }).click();
  await expect(page.getByRole('heading', { name: 'Super Admin' })).toBeVisible();
});

test('the reset link opens the reset mode filled in, and the form checks the passwords before any call', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/reset-password')) calls.push(r.url()); });
  await page.goto('/super-admin/login?reset_token=abcdefghijklmnopqrstuvwx&email=alguem%40example.com');
  await expect(page.getByRole('heading', { name: 'Nova senha' })).toBeVisible();
  // The token leaves the address bar at once.
  await expect(page).toHaveURL(/\/super-admin\/login$/);
  await expect(page.getByLabel('E-mail')).toHaveValue('alguem@example.com');
  await expect(page.getByLabel('Código de redefinição')).toHaveValue('abcdefghijklmnopqrstuvwx');

  await expectNewPasswordChecks(page, 'Redefinir senha');
  expect(calls).toEqual([]);

  // A token the server does not know: its detail is shown.
  await sendNewPassword(page, 'Redefinir senha', 'nova-senha-123');
  await expect(page.getByRole('alert')).toHaveText('Link de redefinição inválido ou expirado. Peça um novo link.');
  await expectNoSeriousA11yViolations(page);
});

test('the settings screen, opened directly, has the whole menu of the back office', async ({ page }) => {
  await signIn(page, '/super-admin/settings');
  await expect(page.getByRole('heading', { name: 'Configurações', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Administração' }).getByRole('link'))
    .toHaveText(EVERY_ITEM);
  await expectNoSeriousA11yViolations(page);
});
