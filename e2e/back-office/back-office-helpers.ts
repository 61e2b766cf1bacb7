import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/**
 * Helpers of the back-office specs. scripts/serve-e2e.mjs starts the server with this operator
 * (SUPER_ADMIN_EMAIL / SUPER_ADMIN_PASSWORD) on a fresh database. Every spec shares it, in the phone
 * and desktop projects on two workers, so no spec changes its password or ends its sessions: the
 * password reset runs on an operator of its own (see reset.spec.ts).
 */
export const OPERATOR = { email: 'operador@juntai.test', password: 'operador-e2e-2026', name: 'Super Administrador' };

const random = () => Math.random().toString(36).slice(2, 8);
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${random()}`;

/** Each test looks like another address, so the login and forgot-password limits (per address) never trip across tests. */
export const newAddress = () => ({ 'x-forwarded-for': `10.91.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });

/** Logs in through the login form and waits for the dashboard. */
export async function logInThroughForm(page: Page, email = OPERATOR.email, password = OPERATOR.password): Promise<void> {
  await page.goto('/super-admin/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/super-admin\/dashboard/);
  await expect(page.getByTestId('operator-identity')).toBeVisible();
}

/**
 * Signs the page's browser in through the API (the answer's HttpOnly cookie lands in the page's
 * context) and stores the header's user as the login screen would; then opens `path`.
 */
export async function signIn(page: Page, path: string): Promise<void> {
  const res = await page.request.post('/api/super-admin/login', { data: { email: OPERATOR.email, password: OPERATOR.password } });
  expect(res.status(), await res.text()).toBe(200);
  const { user } = (await res.json()) as { user: { name: string; role: string } };
  await page.goto('/super-admin/login');
  await page.evaluate((u) => localStorage.setItem('super_admin_user', JSON.stringify(u)), { name: user.name, role: user.role });
  await page.goto(path);
}

/** A plan made through the API of the page's (signed-in) browser. */
export async function createPlanViaApi(request: APIRequestContext, body: { name: string; monthly_fee: number; percentage_fee: number; description?: string | null }) {
  const res = await request.post('/api/super-admin/plans', { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { plan: { id: number; name: string } }).plan;
}

export const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first();

export { expectNoSeriousA11yViolations } from '../a11y.ts';

/** The operator signed in on a server of a spec's own (e2e/private-server.ts), as the login screen does. */
export async function signInOperatorOn(page: Page, base: string) {
  const login = await page.request.post(`${base}/api/super-admin/login`, { data: { email: OPERATOR.email, password: OPERATOR.password } });
  expect(login.status()).toBe(200);
  const { user } = (await login.json()) as { user: { name: string; role: string } };
  await page.goto(`${base}/super-admin/login`);
  await page.evaluate((u) => localStorage.setItem('super_admin_user', JSON.stringify(u)), { name: user.name, role: user.role });
}
