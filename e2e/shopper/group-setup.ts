import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect, waitingForTheApp } from '../fixtures.ts';

/** The group page's browser tests' setup: groups made and paid through the API, the organizer's browser, a visitor's. */
export const TOKENS_KEY = 'juntai:organizer-tokens';

export interface DemoProduct { id: number; price: number; status: string; min_group_size: number; max_group_size: number }
export interface Created { link_id: string; organizer_token: string }

/** A group made through the API (the creation dialog has its own test), for the priciest active demo product sold in that size. */
export async function createGroup(request: APIRequestContext, names: string[]): Promise<Created> {
  const products = (await (await request.get('/api/products?type=demo')).json()) as DemoProduct[];
  const size = names.length;
  const product = products.filter((p) => p.status === 'active' && p.min_group_size <= size && size <= p.max_group_size)
    .sort((a, b) => b.price - a.price)[0]!;
  const response = await request.post('/api/groups', {
    data: {
      product_id: product.id, number_of_quotas: names.length, creator_name: names[0],
      creator_email: 'organizadora@example.com', creator_whatsapp: '11987654321', invited_participants: names,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Created;
}

/** This browser becomes the group's organizer, as if it had created it. */
export async function holdToken(context: BrowserContext, created: Created) {
  await context.addInitScript(([key, linkId, token]) => {
    const map = JSON.parse(localStorage.getItem(key!) ?? '{}') as Record<string, string>;
    map[linkId!] = token!;
    localStorage.setItem(key!, JSON.stringify(map));
  }, [TOKENS_KEY, created.link_id, created.organizer_token]);
}

/** A second person's browser, held to the same rule as the fixture: no request leaves the app's origin. */
export async function visitorContext(browser: Browser, testInfo: TestInfo) {
  const { baseURL, viewport, locale, timezoneId, isMobile, hasTouch, userAgent } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId, isMobile, hasTouch, userAgent });
  const foreign: string[] = [];
  const origin = new URL(baseURL!).origin;
  context.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) foreign.push(url);
  });
  return { context, page: waitingForTheApp(await context.newPage()), foreign };
}

/** Someone else pays a name through the API, by card (paid) or PIX (the seat is held while the bank answers). */
export async function payByApi(request: APIRequestContext, linkId: string, name: string, method: 'card' | 'pix') {
  const response = await request.post(`/api/groups/${linkId}/join`, {
    data: { name, email: `${name.toLowerCase()}@example.com`, whatsapp: '11933334444', payment_method: method, installments: 1 },
  });
  expect(response.status(), await response.text()).toBe(201);
}


/** On the group page: Bruno's row opens the payment form, filled in with his e-mail and WhatsApp; answers the dialog. */
export async function openPaymentForBruno(page: Page) {
  await page.getByRole('button', { name: 'Pagar a cota de Bruno' }).click();
  const dialog = page.getByRole('dialog', { name: 'Participar do Grupo' });
  await dialog.getByLabel('E-mail *').fill('bruno@example.com');
  await dialog.getByLabel('WhatsApp *').fill('21987654321');
  return dialog;
}

/** On the group page: Bruno's row opens the payment form, which generates a PIX for him; answers the dialog. */
export async function generatePixForBruno(page: Page) {
  const dialog = await openPaymentForBruno(page);
  await dialog.getByRole('radio', { name: 'PIX' }).click();
  await dialog.getByRole('button', { name: 'Gerar PIX' }).click();
  await expect(dialog.getByTestId('pix-state')).toHaveText('PIX gerado — aguardando pagamento');
  return dialog;
}
