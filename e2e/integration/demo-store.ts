import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, type FrameLocator, type Page, test as base } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { defaultStoreOwner, type Merchant, saveLook, signUpStore } from '../merchant/merchant-helpers.ts';

/**
 * A store's site on another origin (`localhost` on its own port, while Juntaí is 127.0.0.1: another
 * site altogether), with the snippet of docs/integration.md pasted into a product page whose CSS is as
 * hostile as real stores' can be. /produto?store=…&product=SKU[&product=…][&group=LINK] renders it.
 */
const HOSTILE_CSS = `
  * { color: red !important; font-family: "Comic Sans MS", cursive !important; letter-spacing: 3px !important; font-size: 30px !important; }
  button { display: none !important; }
  a, span { visibility: hidden !important; }
  iframe { display: none !important; }
  div { position: static !important; background: yellow !important; }
`;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function storePage(juntaiOrigin: string, url: URL): string {
  const store = url.searchParams.get('store') ?? '';
  const buttons = url.searchParams.getAll('product').map((sku) => `<juntai-button product="${escapeHtml(sku)}"></juntai-button>`).join('\n');
  const group = url.searchParams.get('group');
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Loja Demo — Cafeteira</title><style>${HOSTILE_CSS}</style></head>
<body>
  <h1>Cafeteira Italiana</h1>
  <button id="buy-alone">Comprar sozinho</button>
  <div class="buy-box">${buttons}</div>
  ${group ? `<p>Grupo: <juntai-progress group="${escapeHtml(group)}"></juntai-progress></p>` : ''}
  <script>window.groupEvents = []; document.addEventListener('juntai:group-created', (e) => window.groupEvents.push(e.detail.url));</script>
  <script src="${juntaiOrigin}/widget.js" async data-store="${escapeHtml(store)}"></script>
</body></html>`;
}

export interface DemoStore {
  origin: string;
  pageUrl(query: { store: string; products?: string[]; group?: string }): string;
}

async function startDemoStore(juntaiOrigin: string): Promise<{ store: DemoStore; close: () => Promise<void> }> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    if (url.pathname !== '/produto') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('não encontrado');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(storePage(juntaiOrigin, url));
  });
  // Any free port: several developers run the browser tests on one machine.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    store: {
      origin,
      pageUrl: ({ store, products = [], group }) => {
        const url = new URL('/produto', origin);
        url.searchParams.set('store', store);
        for (const sku of products) url.searchParams.append('product', sku);
        if (group) url.searchParams.set('group', group);
        return url.toString();
      },
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The fixtures' rule, widened by one site: the page may talk to Juntaí and to the demo store, nothing else.
 */
export const test = base.extend<{ foreignRequests: string[] }, { demoStore: DemoStore }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from this pattern.
  demoStore: [async ({}, use, workerInfo) => {
    const { store, close } = await startDemoStore(new URL(workerInfo.project.use.baseURL!).origin);
    await use(store);
    await close();
  }, { scope: 'worker' }],
  foreignRequests: [async ({ context, baseURL, demoStore }, use) => {
    const foreign: string[] = [];
    const allowed = new Set([new URL(baseURL!).origin, demoStore.origin]);
    context.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith('data:') && !url.startsWith('blob:') && !allowed.has(new URL(url).origin)) foreign.push(url);
    });
    await use(foreign);
    expect(foreign, 'requests outside Juntaí and the store').toEqual([]);
  }, { auto: true }],
});

export { expect };

export const STORE_LOOK = { button_text: 'Dividir com a galera', button_bg_color: '#7c3aed', button_text_color: '#fefce8' };

/** The widget's button on the store's page, named by the store's own text. */
export const widgetButton = (page: Page) => page.locator('juntai-button').getByRole('button', { name: STORE_LOOK.button_text });

let skus = 0;

/** A new store with its own button look and one active product (Juntaí's price: R$ 1.649,20). */
export async function storeWithProduct(request: APIRequestContext): Promise<{ merchant: Merchant; sku: string; productId: number }> {
  // The first sign-up of a database takes the default store over (its look is other specs' subject): never ours.
  await defaultStoreOwner(request);
  const merchant = await signUpStore(request, { completeOnboarding: true });
  await saveLook(request, merchant, STORE_LOOK);
  const sku = `CAF-${Date.now().toString(36)}-${++skus}`;
  const res = await request.put(`/api/admin/products/${sku}`, {
    headers: { authorization: `Bearer ${merchant.token}` },
    data: { name: 'Cafeteira Italiana', description: 'Alumínio, 6 xícaras', price: 1570.67, image: '/images/products/air-fryer-philco-4l.svg', active: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { merchant, sku, productId: ((await res.json()) as { product: { id: number } }).product.id };
}

/** Sets the store's own site (/admin/settings): "Voltar para a loja" only leads to pages there. */
export async function setStoreSite(request: APIRequestContext, merchant: Merchant, siteUrl: string): Promise<void> {
  const res = await request.put('/api/admin/settings', {
    headers: { authorization: `Bearer ${merchant.token}` },
    data: { ...STORE_LOOK, store_id: merchant.storeId, site_url: siteUrl },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Fills Juntaí's creation dialog for a group of two and generates it, wherever it is shown (a tab or the store's frame). */
export async function createGroupIn(scope: Page | FrameLocator): Promise<void> {
  const dialog = scope.getByRole('dialog', { name: 'Comprar em Grupo' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Seu nome *').fill('Ana Organizadora');
  await dialog.getByLabel('Seu e-mail *').fill('ana@example.com');
  await dialog.getByLabel('Seu WhatsApp *').fill('11987654321');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByLabel('Número de cotas (pessoas)')).toHaveValue('2');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await dialog.getByLabel('Nome do participante').fill('Bruno');
  await dialog.getByLabel('Nome do participante').press('Enter');
  await dialog.getByRole('button', { name: 'Gerar Link do Grupo' }).click();
}
