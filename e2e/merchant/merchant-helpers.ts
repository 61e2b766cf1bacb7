import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/**
 * Helpers of the merchant-panel specs. All specs share one server and one fresh database, in two
 * projects (phone, desktop) on two workers, so every test makes its own accounts and data, with
 * one exception: the default store (the only one with products, so the only one with groups) has
 * exactly one merchant per database. See defaultStoreOwner().
 */
export const PASSWORD = 'Lojista-E2E-2025';

export interface Merchant { name: string; email: string; password: string; storeId: string; token: string }
interface SessionAnswer { token: string; user: { name: string; email: string; store: { store_id: string; store_name: string } | null } }
export interface SignupStatus { signup_open: boolean; default_store_claimed: boolean }

const random = () => Math.random().toString(36).slice(2, 8);
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}${random()}@example.com`;

// Each call looks like another address, so the specs never trip the per-address limits (login, sign-up, groups).
let calls = 0;
export const fromNewAddress = () => ({ 'x-forwarded-for': `10.88.${Math.floor(Math.random() * 250)}.${++calls % 250}` });

/** The local plugin flag is on in every page of this context (what 'Ativar Plugin Agora' does). */
export async function enablePlugin(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('pluginAtivo', 'true'));
}

export async function signupStatus(request: APIRequestContext): Promise<SignupStatus> {
  return (await (await request.get('/api/admin/signup-status')).json()) as SignupStatus;
}

function merchantOf(answer: SessionAnswer, password: string): Merchant {
  expect(answer.user.store, 'a merchant account has a store').not.toBeNull();
  return { name: answer.user.name, email: answer.user.email, password, storeId: answer.user.store!.store_id, token: answer.token };
}

/** Signs a new store up through the API; `completeOnboarding` also saves the default look as the onboarding's last step would. */
export async function signUpStore(request: APIRequestContext, options: { completeOnboarding: boolean; name?: string; email?: string }): Promise<Merchant> {
  const body = { name: options.name ?? `Lojista ${random()}`, email: options.email ?? uniqueEmail('loja'), password: PASSWORD };
  const res = await request.post('/api/admin/account', { data: body, headers: fromNewAddress() });
  expect(res.status(), await res.text()).toBe(201);
  const merchant = merchantOf((await res.json()) as SessionAnswer, PASSWORD);
  if (options.completeOnboarding) await saveLook(request, merchant, DEFAULT_LOOK, true);
  return merchant;
}

export const DEFAULT_LOOK = { button_text: '🤝 Comprar em Grupo', button_bg_color: '#059669', button_text_color: '#ffffff' };

/** PUT /api/admin/settings as an API client (Bearer), whatever this context's cookies say. */
export async function saveLook(request: APIRequestContext, merchant: Merchant, look: typeof DEFAULT_LOOK, onboardingCompleted?: boolean) {
  const res = await request.put('/api/admin/settings', {
    headers: { authorization: `Bearer ${merchant.token}` },
    data: { ...look, store_id: merchant.storeId, ...(onboardingCompleted ? { onboarding_completed: true } : {}) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Logs in through the API; the answer's cookie lands in the context of `request` (page.request: the page's browser). */
export async function logIn(request: APIRequestContext, email: string, password = PASSWORD): Promise<Merchant | undefined> {
  const res = await request.post('/api/admin/login', { data: { email, password }, headers: fromNewAddress() });
  if (res.status() !== 200) return undefined;
  return merchantOf((await res.json()) as SessionAnswer, password);
}

/** The page's browser is signed in as `merchant` and has the plugin flag on. */
export async function signInBrowser(page: Page, merchant: Merchant): Promise<void> {
  await enablePlugin(page);
  const signedIn = await logIn(page.request, merchant.email, merchant.password);
  expect(signedIn, `login of ${merchant.email}`).toBeDefined();
}

/**
 * The activation spec's first test claims the default store through the UI with one of these
 * e-mails (one per project: both projects may run it at the same moment). The last one is this
 * helper's own, used only when no test has claimed the store within the wait below.
 */
export const OWNER_EMAILS = { phone: 'lojista-e2e-phone@example.com', desktop: 'lojista-e2e-desktop@example.com', helper: 'lojista-e2e@example.com' };
let owner: Merchant | undefined;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The merchant of the default store, found (or made) once per worker. It first gives the activation
 * spec time to claim the store through the onboarding (that is the flow under test); then it signs
 * the helper's own account up, which may or may not win the store, and looks again. The winner is
 * whoever logs in with store_id 'default'. Its onboarding is marked done so /admin opens no dialog.
 */
export async function defaultStoreOwner(request: APIRequestContext): Promise<Merchant> {
  if (owner) return owner;
  const deadline = Date.now() + 30_000;
  while (!(await signupStatus(request)).default_store_claimed && Date.now() < deadline) await sleep(500);
  if (!(await signupStatus(request)).default_store_claimed) {
    const res = await request.post('/api/admin/account', {
      data: { name: 'Lojista Padrão E2E', email: OWNER_EMAILS.helper, password: PASSWORD }, headers: fromNewAddress(),
    });
    expect([201, 202], await res.text()).toContain(res.status());
  }
  for (const email of [OWNER_EMAILS.phone, OWNER_EMAILS.desktop, OWNER_EMAILS.helper]) {
    const merchant = await logIn(request, email);
    if (merchant?.storeId === 'default') {
      const settings = (await (await request.get('/api/admin/settings?store_id=default')).json()) as { onboarding_completed: boolean };
      if (!settings.onboarding_completed) await saveLook(request, merchant, DEFAULT_LOOK, true);
      owner = merchant;
      return merchant;
    }
  }
  throw new Error('Nenhuma conta de teste é dona da loja padrão');
}

export const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first();

export { expectNoSeriousA11yViolations } from '../a11y.ts';
