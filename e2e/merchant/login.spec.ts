import { expect, test } from '../fixtures.ts';
import { expectNewPasswordChecks, sendNewPassword } from '../new-password-form.ts';
import {
  defaultStoreOwner, enablePlugin, expectNoSeriousA11yViolations, PASSWORD, signInBrowser, signUpStore,
} from './merchant-helpers.ts';

/** Signing in and out, the forgotten password, the reset link, and the guards of the inner pages. */
const address = { 'x-forwarded-for': `10.67.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
test.use({ extraHTTPHeaders: address });

// The default store must have its merchant first: otherwise /admin is the first merchant's onboarding,
// not the login card, and the stores these tests sign up would take the default store over.
test.beforeEach(async ({ request }) => {
  await defaultStoreOwner(request);
});

test('a returning merchant logs in from a fresh browser, stays signed in on reload and signs out', async ({ browser, request, baseURL }) => {
  const merchant = await signUpStore(request, { completeOnboarding: true });
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', extraHTTPHeaders: address });
  const page = await context.newPage();
  try {
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Ativar Plugin Agora' }).click();
    await expect(page.getByRole('heading', { name: 'Entrar no Painel do Lojista' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Criar conta para minha loja' })).toBeVisible();

    await page.getByLabel('E-mail').fill(merchant.email);
    await page.getByLabel('Senha').fill('senha-errada-123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos');

    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Plugin Ativo', { exact: true })).toBeVisible();
    await expect(page.getByTestId('store-name')).not.toBeEmpty();
    await expect(page.getByTestId('metric-revenue-value')).toHaveText('R$ 0,00');
    await expect(page.getByTestId('metric-active-value')).toHaveText('0');
    await expect(page.getByTestId('metric-customers-value')).toHaveText('0');
    await expect(page.getByText('0 grupos no total')).toBeVisible();
    for (const key of ['completed_groups', 'active_groups', 'expired_groups']) await expect(page.getByTestId(`summary-${key}`)).toHaveText('0');
    // No token in the page's storage: the session is an HttpOnly cookie.
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).not.toMatch(/token/i);
    expect((await context.cookies()).find((c) => c.name === 'juntai_lojista')?.httpOnly).toBe(true);

    await page.reload();
    await expect(page.getByTestId('store-name')).toBeVisible();
    await page.waitForTimeout(800);
    await expect(page.getByTestId('onboarding-dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page.getByRole('heading', { name: 'Entrar no Painel do Lojista' })).toBeVisible();
    await page.goto('/admin/groups');
    await expect(page).toHaveURL(/\/admin$/);
  } finally {
    await context.close();
  }
});

test('a merchant whose onboarding is unfinished gets it at step 2 after logging in', async ({ page, request }) => {
  const merchant = await signUpStore(request, { completeOnboarding: false });
  await enablePlugin(page);
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(merchant.email);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  const dialog = page.getByTestId('onboarding-dialog');
  await expect(dialog.getByRole('heading', { name: 'Vamos Configurar!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await dialog.getByRole('button', { name: 'Vermelho' }).click();
  await dialog.getByRole('button', { name: 'Salvar e Ativar' }).click();
  await expect(dialog).toHaveCount(0);
  const settings = await (await request.get(`/api/admin/settings?store_id=${merchant.storeId}`)).json();
  expect(settings).toMatchObject({ button_bg_color: '#dc2626', onboarding_completed: true });
});

test("'Já tenho conta? Entrar' in the onboarding continues at step 2, or closes it when the store is set up", async ({ page, request }) => {
  const unfinished = await signUpStore(request, { completeOnboarding: false });
  const finished = await signUpStore(request, { completeOnboarding: true });
  await enablePlugin(page);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Criar conta para minha loja' }).click();
  const dialog = page.getByTestId('onboarding-dialog');
  await dialog.getByRole('button', { name: 'Já tenho conta? Entrar' }).click();
  await expect(dialog.getByRole('heading', { name: 'Entrar na sua conta' })).toBeVisible();
  await dialog.getByLabel('E-mail').fill(unfinished.email);
  await dialog.getByLabel('Senha').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(dialog.getByRole('heading', { name: 'Vamos Configurar!' })).toBeVisible();

  // Signed out, the same path with a finished store just closes the dialog on the panel.
  await page.context().clearCookies();
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Criar conta para minha loja' }).click();
  await dialog.getByRole('button', { name: 'Já tenho conta? Entrar' }).click();
  await dialog.getByLabel('E-mail').fill(finished.email);
  await dialog.getByLabel('Senha').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('store-name')).toBeVisible();
});

test('an e-mail already in use gets the same "check your e-mail" answer as any other, and no session', async ({ page, request }) => {
  const taken = await signUpStore(request, { completeOnboarding: true });
  await enablePlugin(page);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Criar conta para minha loja' }).click();
  const dialog = page.getByTestId('onboarding-dialog');
  await dialog.getByLabel('Nome completo').fill('Outra Pessoa');
  await dialog.getByLabel('Nome da loja').fill('Outra Loja');
  await dialog.getByLabel('E-mail de login').fill(taken.email);
  await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirme a senha').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByRole('heading', { name: 'Confirme seu e-mail' })).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText(/^Enviamos um link de confirmação para seu e-mail\./);
  await expect(dialog.getByTestId('onboarding-check-email')).toContainText(taken.email);
  await expectNoSeriousA11yViolations(page);
  // Nobody was signed in by it.
  expect((await page.request.get('/api/admin/me')).status()).toBe(401);
  await dialog.getByRole('button', { name: 'Voltar ao cadastro' }).click();
  await expect(dialog.getByRole('heading', { name: 'Crie sua conta de administrador' })).toBeVisible();
});

test("'Esqueci minha senha' answers with the same neutral message for any e-mail", async ({ page }) => {
  await enablePlugin(page);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await expect(page.getByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible();
  await page.getByLabel('E-mail').fill('ninguem-aqui@example.com');
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText(/Se houver uma conta com este e-mail, enviaremos um link/)).toBeVisible();
  await page.getByRole('button', { name: 'Voltar para o login' }).click();
  await expect(page.getByRole('heading', { name: 'Entrar no Painel do Lojista' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the e-mailed link opens 'Nova senha' with the e-mail filled in; the server refuses a bad token", async ({ page }) => {
  await page.goto('/admin?redefinir=AAAAAAAAAAAAAAAAAAAAAAAA&email=ana%40example.com');
  await expect(page.getByRole('heading', { name: 'Nova senha' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/); // the token leaves the address bar
  await expect(page.getByLabel('E-mail')).toHaveValue('ana@example.com');
  await expectNewPasswordChecks(page, 'Salvar nova senha');
  await sendNewPassword(page, 'Salvar nova senha', PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Link de redefinição inválido ou expirado. Peça um novo link.');
});

test('the inner pages need the plugin flag (else /dashboard) and a session (else /admin)', async ({ page, request }) => {
  for (const path of ['/admin/groups', '/admin/settings']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  await enablePlugin(page);
  for (const path of ['/admin/groups', '/admin/settings']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Entrar no Painel do Lojista' })).toBeVisible();
  }
  const merchant = await signUpStore(request, { completeOnboarding: true });
  await signInBrowser(page, merchant);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Configurações' })).toBeVisible();
});
