import { centsFromReais, formatBRL } from '@juntai/domain';
import type { APIRequestContext, Frame, Page } from '@playwright/test';
// Not ../fixtures.ts: its same-origin check knows only the shared server; this spec allows the provider's origins below.
import { expect, request as requests, test } from '@playwright/test';
import { standInEnv, startMercadoPagoStandIn } from '../../apps/server/src/testing/mercadopago-stand-in.ts';
import { privateServerForSpec } from '../private-server.ts';
import { serveMercadoPagoSdk } from '../support/mercadopago-sdk.ts';
import { expectNoSeriousA11yViolations } from '../a11y.ts';
import { waitingForTheApp } from '../fixtures.ts';
import { createGroup } from './group-setup.ts';

// A server of its own with Mercado Pago as the provider, its Payments API a local stand-in, its browser
// SDK a stand-in served at an address nobody resolves (e2e/support/mercadopago-sdk-stand-in.js).
const SDK_URL = 'https://sdk.mercadopago.test/js/v2';
const CARD = { number: '5031 4332 1540 6351', bin: '50314332', expiry: '11/30', cvv: '123' };

let standIn: Awaited<ReturnType<typeof startMercadoPagoStandIn>>;
let api: APIRequestContext;
test.beforeAll(async () => {
  standIn = await startMercadoPagoStandIn();
});
const server = privateServerForSpec(() => ({ ...standInEnv(standIn), MERCADOPAGO_SDK_URL: SDK_URL, ALLOW_PRIVATE_OUTBOUND: 'true' }));
test.beforeAll(async () => {
  api = await requests.newContext({ baseURL: server.base });
});
// As in the other specs: each load waits until the app has taken the drawn page over, so a tap counts.
test.beforeEach(({ page }) => {
  waitingForTheApp(page);
});
test.afterAll(async () => {
  await api?.dispose();
  await standIn?.stop();
});

const row = (page: Page, name: string) => page.locator(`[data-testid="participant-row"][data-name="${name}"]`);
const cardTokens = () => standIn.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/v1/card_tokens'));
/** The payments the API stand-in took after the first `skip` (it is shared by the tests of this file). */
const paymentsAfter = (skip: number) => [...standIn.payments.values()].slice(skip);
const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first();

/**
 * The page may reach its own server, the SDK's origin and the provider's API, nothing else; and nothing
 * it sends its own server carries the card's number.
 */
function watchRequests(page: Page): { foreign: string[]; cardToOurServer: string[] } {
  const allowed = new Set([server.base, new URL(SDK_URL).origin, new URL(standIn.baseUrl).origin]);
  const seen = { foreign: [] as string[], cardToOurServer: [] as string[] };
  page.on('request', (r) => {
    const url = r.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    const origin = new URL(url).origin;
    if (!allowed.has(origin)) seen.foreign.push(url);
    if (origin === server.base && `${url} ${r.postData() ?? ''}`.replace(/\D/g, '').includes(CARD.number.replace(/\D/g, ''))) seen.cardToOurServer.push(url);
  });
  return seen;
}

/** The label the dialog should give a plan of the provider's quote (its installment, its total). */
async function quotedLabel(quotaReais: number, count: number): Promise<string> {
  const response = await fetch(`${standIn.baseUrl}/v1/payment_methods/installments?amount=${quotaReais}&bin=${CARD.bin}&payment_method_id=master&public_key=${standIn.publicKey}`);
  const [quote] = (await response.json()) as Array<{ payer_costs: Array<{ installments: number; installment_rate: number; installment_amount: number; total_amount: number }> }>;
  const cost = quote!.payer_costs.find((c) => c.installments === count)!;
  const amount = formatBRL(centsFromReais(cost.installment_amount));
  return cost.installment_rate === 0 ? `${count}x de ${amount} (sem juros)` : `${count}x de ${amount} (total ${formatBRL(centsFromReais(cost.total_amount))}, com juros)`;
}

/**
 * Fills one of the SDK's fields: an input inside the provider's iframe, which our page cannot read.
 * (Filled at once: keys typed one by one into a cross-site iframe are sometimes lost while the page
 * around it re-renders, as it does when the card's first digits bring the quote.)
 */
async function typeInSecureField(page: Page, containerId: string, text: string) {
  const input = page.frameLocator(`#${containerId} iframe`).locator('input');
  await input.fill(text);
  await expect(input).toHaveValue(text);
}

async function fillPayer(page: Page, name: string) {
  await page.getByRole('button', { name: `Pagar a cota de ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Participar do Grupo' });
  await dialog.getByLabel('E-mail *').fill(`${name.toLowerCase()}@example.com`);
  await dialog.getByLabel('WhatsApp *').fill('21912345678');
  return dialog;
}

async function fillCard(page: Page, holder: string) {
  const dialog = page.getByRole('dialog', { name: 'Participar do Grupo' });
  await typeInSecureField(page, 'mp-card-number', CARD.number);
  await typeInSecureField(page, 'mp-card-expiry', CARD.expiry);
  await typeInSecureField(page, 'mp-card-cvv', CARD.cvv);
  await dialog.getByLabel('Nome impresso no cartão *').fill(holder);
  await dialog.getByLabel('CPF do titular *').fill('12345678909');
}

test("pays a quota by card in Mercado Pago's own fields: the provider's plans with totals, 3x, approved; a declined card can try again", async ({ page }) => {
  test.setTimeout(120_000);
  const seen = watchRequests(page);
  const [tokensBefore, paymentsBefore] = [cardTokens().length, standIn.payments.size];
  await serveMercadoPagoSdk(page, SDK_URL, standIn.baseUrl);
  const created = await createGroup(api, ['Ana', 'Bruno', 'Carla']);
  const group = (await (await api.get(`/api/groups/${created.link_id}`)).json()) as { quota_value: number };
  await page.goto(`${server.base}/g/${created.link_id}`);

  const dialog = await fillPayer(page, 'Bruno');
  await expect(dialog.getByTestId('card-provider-note')).toHaveText(/Pagamento processado pelo Mercado Pago\. Os dados do cartão vão direto para o Mercado Pago; o Juntaí não os vê\./);
  // The simulated provider's own card inputs and 2,5 % notice are gone; the number is typed in the SDK's iframe.
  await expect(dialog.getByRole('group', { name: 'Número do cartão' }).locator('iframe')).toHaveAttribute('title', 'Número do cartão');
  await expect(dialog.getByTestId('installments-notice')).toHaveCount(0);
  await expect(dialog.locator('#card-number')).toHaveCount(0);
  const installments = dialog.getByLabel('Parcelas');
  await expect(installments).toBeDisabled();
  await fillCard(page, 'APRO');
  // Our page's JavaScript cannot reach the number: the field is a document of another origin.
  const numberFrame = page.frames().find((f: Frame) => f.url().includes('type=cardNumber'))!;
  expect(new URL(numberFrame.url()).origin).toBe(new URL(SDK_URL).origin);
  expect(await page.evaluate(() => {
    try {
      return document.querySelector<HTMLIFrameElement>('#mp-card-number iframe')!.contentDocument?.body.innerHTML ?? 'unreadable';
    } catch {
      return 'unreadable';
    }
  })).toBe('unreadable');

  // The provider's quote, each plan with its total.
  await expect(installments).toBeEnabled();
  await expect(installments.locator('option').first()).toHaveText(await quotedLabel(group.quota_value, 1));
  await expect(installments.locator('option', { hasText: /^3x / })).toHaveText(await quotedLabel(group.quota_value, 3));
  await expect(dialog.getByTestId('card-brand')).toHaveText('Cartão Mastercard');
  await installments.selectOption('3');
  await expectNoSeriousA11yViolations(page);
  const join = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/groups/${created.link_id}/join`));
  await dialog.getByRole('button', { name: 'Confirmar pagamento' }).click();
  // The join carries the SDK's token and what it said of the card, never the card itself.
  expect((await join).postDataJSON()).toMatchObject({
    name: 'Bruno', payment_method: 'card', installments: 3,
    card: { token: expect.stringMatching(/^[A-Za-z0-9_-]{8,}$/), payment_method_id: 'master', issuer_id: '24', cpf: '12345678909' },
  });
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Bruno')).toHaveAttribute('data-status', 'paid');

  // The stand-in made one token (from the SDK's fields) and took the payment made with it, in 3 installments.
  expect(cardTokens()).toHaveLength(tokensBefore + 1);
  expect(paymentsAfter(paymentsBefore)).toEqual([expect.objectContaining({ installments: 3, payment_method_id: 'master', status: 'authorized' })]);

  // A second payer's card is declined: the dialog says so and stays, and another try can go through.
  await page.reload();
  const second = await fillPayer(page, 'Carla');
  await fillCard(page, 'OTHE');
  await expect(second.getByLabel('Parcelas')).toBeEnabled();
  await second.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(toastWith(page, 'Pagamento recusado pelo emissor do cartão')).toBeAttached();
  await expect(second).toBeVisible();
  await second.getByLabel('Nome impresso no cartão *').fill('APRO');
  await second.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(second).toBeHidden();
  await expect(row(page, 'Carla')).toHaveAttribute('data-status', 'paid');
  // A token for each try: a declined one is spent.
  expect(cardTokens()).toHaveLength(tokensBefore + 3);
  expect(paymentsAfter(paymentsBefore).map((p) => p.status)).toEqual(['authorized', 'rejected', 'authorized']);
  expect(seen.foreign, 'requests outside the app, the SDK and the provider').toEqual([]);
  expect(seen.cardToOurServer, "requests to Juntaí's server carrying the card's number").toEqual([]);
});

test("says in Portuguese when Mercado Pago's SDK does not load, and PIX still works", async ({ page }) => {
  const seen = watchRequests(page);
  const paymentsBefore = standIn.payments.size;
  await page.route(SDK_URL, (route) => route.abort('connectionrefused'));
  const created = await createGroup(api, ['Ana', 'Bruno']);
  await page.goto(`${server.base}/g/${created.link_id}`);
  const dialog = await fillPayer(page, 'Bruno');
  await expect(dialog.getByTestId('card-sdk-error')).toContainText('Não foi possível carregar o pagamento com cartão do Mercado Pago');
  await expect(dialog.getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
  await dialog.getByRole('radio', { name: 'PIX' }).click();
  // Mercado Pago's PIX asks for the payer's CPF: the dialog asks for it, for PIX only, and says why.
  await expect(dialog.getByText('O Mercado Pago pede o CPF de quem paga para gerar o PIX.', { exact: false })).toBeVisible();
  await dialog.getByLabel('CPF de quem paga *').fill('52998224725');
  await dialog.getByRole('button', { name: 'Gerar PIX' }).click();
  await expect(dialog.getByTestId('pix-state')).toHaveText('PIX gerado — aguardando pagamento');
  expect(paymentsAfter(paymentsBefore)).toEqual([expect.objectContaining({
    payment_method_id: 'pix', status: 'pending', payer: expect.objectContaining({ identification: { type: 'CPF', number: '52998224725' } }),
  })]);
  expect(seen.foreign).toEqual([]);
});
