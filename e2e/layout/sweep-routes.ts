import type { APIRequestContext, Page } from '@playwright/test';
import { PAGE_PATHS, REDIRECT_PATHS } from '@juntai/contract/plain';
import { expect } from '../fixtures.ts';
import { signIn as signInOperator } from '../back-office/back-office-helpers.ts';
import { defaultStoreOwner, fromNewAddress, signInBrowser } from '../merchant/merchant-helpers.ts';

/**
 * Every route of the web app and how the layout sweep opens it. The page addresses (@juntai/contract
 * PAGE_PATHS, which the web app's route table is typed by) are read, so that a page added there
 * without a line here fails the sweep.
 */
export type Area = 'public' | 'merchant' | 'operator';

export interface SweepRoute {
  /** The path exactly as the router declares it. */
  path: string;
  area: Area;
  /** What the page shows once loaded: the sweep measures only after it is on screen. */
  ready: (page: Page) => ReturnType<Page['getByRole']> | ReturnType<Page['getByText']>;
  /** The address to open (placeholders filled with data made through the API). */
  url: (request: APIRequestContext, page: Page) => Promise<string>;
  /** A screen of wide tables: also swept at a laptop's 1366 px. */
  wideTables?: boolean;
}

interface ApiProduct { id: number; price: number; status: string; min_group_size: number; max_group_size: number }

async function activeDemoProduct(request: APIRequestContext): Promise<ApiProduct> {
  const products = (await (await request.get('/api/products?type=demo&status=active')).json()) as ApiProduct[];
  const product = products.find((p) => p.min_group_size <= 3 && p.max_group_size >= 3);
  expect(product, 'an active demo product sold to groups of 3').toBeDefined();
  return product!;
}

async function newGroup(request: APIRequestContext): Promise<{ link_id: string; organizer_token: string }> {
  const product = await activeDemoProduct(request);
  const names = ['Maria Aparecida dos Santos', 'Bruno', 'Carla'];
  const res = await request.post('/api/groups', {
    headers: fromNewAddress(),
    data: {
      product_id: product.id, number_of_quotas: names.length, creator_name: names[0], creator_email: 'organizadora@example.com',
      creator_whatsapp: '11987654321', invited_participants: names,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { link_id: string; organizer_token: string };
}

const newGroupLink = async (request: APIRequestContext) => `/g/${(await newGroup(request)).link_id}`;

/** 'Meus Grupos' with a group in it: this browser holds its organizer token, as lib/organizer-tokens.ts keeps it. */
async function dashboardWithAGroup(request: APIRequestContext, page: Page): Promise<string> {
  const { link_id: linkId, organizer_token: token } = await newGroup(request);
  await page.addInitScript(([id, secret]) => {
    const key = 'juntai:organizer-tokens';
    localStorage.setItem(key, JSON.stringify({ ...JSON.parse(localStorage.getItem(key) ?? '{}') as object, [id!]: secret }));
  }, [linkId, token]);
  return '/dashboard';
}

/**
 * A receipt: Bruno pays by card through the API, and this browser holds the payer token
 * the join answered, as lib/payer-tokens.ts keeps it.
 */
async function receiptOfAPayment(request: APIRequestContext, page: Page): Promise<string> {
  const { link_id: linkId } = await newGroup(request);
  const res = await request.post(`/api/groups/${linkId}/join`, {
    headers: fromNewAddress(),
    data: { name: 'Bruno', email: 'bruno@example.com', whatsapp: '11933334444', payment_method: 'card', installments: 1 },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { payer_token: token, payment } = (await res.json()) as { payer_token: string; payment: { id: number } };
  await page.addInitScript(([id, secret]) => {
    const key = 'juntai:payer-tokens';
    localStorage.setItem(key, JSON.stringify({ ...JSON.parse(localStorage.getItem(key) ?? '{}') as object, [id!]: [secret] }));
  }, [linkId, token]);
  return `/g/${linkId}/comprovante/${payment.id}`;
}

const fixed = (url: string) => () => Promise.resolve(url);
const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name, level: 1 });

export const SWEEP_ROUTES: SweepRoute[] = [
  { path: '/', area: 'public', url: fixed('/'), ready: heading(/.+/) },
  { path: '/product/:id', area: 'public', url: async (request) => `/product/${(await activeDemoProduct(request)).id}`, ready: heading(/.+/) },
  { path: '/produtos/:id', area: 'public', url: async (request) => `/produtos/${(await activeDemoProduct(request)).id}`, ready: heading(/.+/) },
  { path: '/g/:linkId', area: 'public', url: newGroupLink, ready: heading(/te convidou/) },
  {
    path: '/g/:linkId/comprovante/:paymentId', area: 'public', url: receiptOfAPayment,
    ready: (page) => page.getByRole('button', { name: 'Salvar em PDF ou imprimir' }),
  },
  { path: '/marketplace', area: 'public', url: fixed('/marketplace'), ready: (page) => page.getByRole('link', { name: /^Criar Grupo:/ }).first() },
  { path: '/dashboard', area: 'public', url: dashboardWithAGroup, ready: (page) => page.getByRole('link', { name: /^Ver Detalhes do grupo/ }).first() },
  { path: '/privacidade', area: 'public', url: fixed('/privacidade'), ready: heading('Política de privacidade') },
  { path: '/termos', area: 'public', url: fixed('/termos'), ready: heading('Termos de uso') },
  { path: '*', area: 'public', url: fixed('/rota-que-nao-existe'), ready: heading('Página não encontrada') },
  { path: '/admin', area: 'merchant', url: fixed('/admin'), ready: heading(/.+/) },
  { path: '/admin/groups', area: 'merchant', url: fixed('/admin/groups'), ready: heading(/.+/), wideTables: true },
  { path: '/admin/settings', area: 'merchant', url: fixed('/admin/settings'), ready: heading(/.+/) },
  { path: '/admin/products', area: 'merchant', url: fixed('/admin/products'), ready: heading(/.+/), wideTables: true },
  { path: '/super-admin/login', area: 'public', url: fixed('/super-admin/login'), ready: (page) => page.getByRole('button', { name: 'Entrar', exact: true }) },
  { path: '/super-admin', area: 'operator', url: fixed('/super-admin'), ready: heading(/.+/) },
  { path: '/super-admin/dashboard', area: 'operator', url: fixed('/super-admin/dashboard'), ready: heading(/.+/) },
  { path: '/super-admin/merchants', area: 'operator', url: fixed('/super-admin/merchants'), ready: heading(/.+/), wideTables: true },
  { path: '/super-admin/plans', area: 'operator', url: fixed('/super-admin/plans'), ready: heading(/.+/), wideTables: true },
  { path: '/super-admin/products', area: 'operator', url: fixed('/super-admin/products'), ready: heading(/.+/), wideTables: true },
  { path: '/super-admin/products/catalogue', area: 'operator', url: fixed('/super-admin/products/catalogue'), ready: heading(/.+/), wideTables: true },
  { path: '/super-admin/partners', area: 'operator', url: fixed('/super-admin/partners'), ready: heading(/.+/), wideTables: true },
  { path: '/super-admin/settings', area: 'operator', url: fixed('/super-admin/settings'), ready: heading(/.+/) },
  { path: '/super-admin/privacidade', area: 'operator', url: fixed('/super-admin/privacidade'), ready: heading(/.+/) },
];

/** The paths the web app has: the one route table's pages, its redirects (@juntai/contract) and '*', its 'not found'. */
export function routerPaths(): string[] {
  return [...PAGE_PATHS, ...REDIRECT_PATHS, '*'];
}

/** Signs the page's browser in as the area needs; public pages need nothing. */
export async function signInFor(page: Page, area: Area): Promise<void> {
  if (area === 'merchant') await signInBrowser(page, await defaultStoreOwner(page.request));
  if (area === 'operator') await signInOperator(page, '/super-admin/login');
}
