import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import {
  defaultStoreOwner, expectNoSeriousA11yViolations, fromNewAddress, type Merchant, signInBrowser, signUpStore, toastWith,
} from './merchant-helpers.ts';

/**
 * The store-integration panel: /admin/products, the API keys, the webhook and its
 * deliveries in /admin/settings, the funnel in /admin and the orders CSV in /admin/groups. Each test
 * signs a store of its own up, so its products, keys, deliveries and funnel are only its own.
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.71.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });

test.beforeEach(async ({ request }) => {
  await defaultStoreOwner(request); // a sign-up below must never take the default store over
});

const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWNgnZbJOi2TAUIBABruBBGqgjxkAAAAAElFTkSuQmCC';
const sku = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

interface SavedProduct { product: { id: number; external_id: string } }

/** PUT /api/admin/products/{sku} with a bearer (the merchant's session token or an API key). */
async function putProduct(request: APIRequestContext, bearer: string, externalId: string, name: string, price = 120) {
  return request.put(`/api/admin/products/${externalId}`, {
    headers: { authorization: `Bearer ${bearer}` },
    data: { name, description: 'Produto de teste', price, image: '/images/placeholder.svg', active: true },
  });
}

/** A group of two for the store's product, both quotas paid by card: the group completes. */
async function completeGroup(request: APIRequestContext, productId: number): Promise<string> {
  const names = ['Ana Compradora', 'Bia Convidada'];
  const res = await request.post('/api/groups', {
    headers: fromNewAddress(),
    data: {
      product_id: productId, number_of_quotas: 2, creator_name: names[0], creator_email: 'ana@example.com',
      creator_whatsapp: '11987654321', invited_participants: names,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const linkId = ((await res.json()) as { link_id: string }).link_id;
  for (const name of names) {
    const join = await request.post(`/api/groups/${linkId}/join`, {
      headers: fromNewAddress(),
      data: { name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, whatsapp: '11912345678', payment_method: 'card', installments: 1 },
    });
    expect(join.status(), await join.text()).toBe(201);
  }
  return linkId;
}

interface Received { headers: IncomingHttpHeaders; raw: string; body: { type?: string; data?: { link_id?: string } } }

/** A store's webhook receiver on 127.0.0.1 (allowed outside production), answering 200. */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => { text += chunk.toString(); });
    req.on('end', () => {
      received.push({ headers: req.headers, raw: text, body: JSON.parse(text || '{}') as Received['body'] });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/juntai/webhook`, received };
}

async function signedInStore(page: Page, request: APIRequestContext): Promise<Merchant> {
  const merchant = await signUpStore(request, { completeOnboarding: true });
  await signInBrowser(page, merchant);
  return merchant;
}

test('/admin/products: empty state, create with an uploaded image, edit, delete', async ({ page, request }) => {
  await signedInStore(page, request);
  await page.goto('/admin');
  // The header links there on every screen (a phone's too), and so does the action card.
  const headerLink = page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Produtos' });
  await expect(headerLink).toBeVisible();
  await expect(headerLink).toHaveAttribute('href', '/admin/products');
  await page.getByRole('link', { name: /Produtos da Loja/ }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('heading', { name: 'Produtos da Loja', level: 1 })).toBeVisible();
  await expect(page.getByText('Nenhum produto cadastrado')).toBeVisible();

  // The contract's messages before any call.
  await page.getByRole('button', { name: 'Novo produto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo produto' });
  await dialog.getByRole('button', { name: 'Criar produto' }).click();
  await expect(dialog.getByText('Código do produto inválido', { exact: false })).toBeVisible();
  await expect(dialog.getByText('Informe o nome do produto')).toBeVisible();

  const code = sku('CAF');
  await dialog.getByLabel('Código do produto (SKU) *').fill(code);
  await dialog.getByLabel('Nome *').fill('Cafeteira Italiana');
  await dialog.getByLabel('Descrição').fill('Seis xícaras, alumínio.');
  await dialog.getByLabel('Preço (R$) *').fill('189,90');
  await dialog.getByLabel('Enviar imagem (JPEG, PNG ou WebP até 5 MB)').setInputFiles({ name: 'cafeteira.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG, 'base64') });
  await expect(dialog.getByLabel('Imagem *')).toHaveValue(/^\/uploads\/[a-f0-9]{32}\.webp$/);
  await expect(dialog.getByTestId('image-preview')).toBeVisible();
  await dialog.getByRole('button', { name: 'Criar produto' }).click();
  await expect(toastWith(page, 'Produto salvo com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('store-product');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Cafeteira Italiana');
  await expect(row).toContainText(code);
  await expect(row).toContainText('R$ 189,90');
  await expect(row).toContainText('Ativo');
  await expect(row.locator('img')).toHaveAttribute('src', /^\/uploads\//);
  await expectNoSeriousA11yViolations(page);

  // Edit: the SKU is fixed; price and status change.
  await page.getByRole('button', { name: 'Editar o produto Cafeteira Italiana' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar produto' });
  await expect(edit.getByLabel('Código do produto (SKU) *')).toBeDisabled();
  await expect(edit.getByLabel('Código do produto (SKU) *')).toHaveValue(code);
  await edit.getByLabel('Preço (R$) *').fill('199,90');
  await edit.getByLabel('Ativo (o botão pode vender este produto)').uncheck();
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('R$ 199,90');
  await expect(row).toContainText('Inativo');

  // Delete, after a confirmation that says the groups go on.
  await page.getByRole('button', { name: 'Excluir o produto Cafeteira Italiana' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Os grupos já criados continuam funcionando');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(toastWith(page, 'Produto excluído com sucesso!')).toBeVisible();
  await expect(page.getByText('Nenhum produto cadastrado')).toBeVisible();
});

test('Chaves de API: the key is shown once, syncs a product, and fails once revoked', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const merchant = await signedInStore(page, request);
  await page.goto('/admin/settings');
  const section = page.getByTestId('api-keys');
  await expect(section.getByText('Nenhuma chave criada.')).toBeVisible();

  await section.getByLabel('Nome da nova chave').fill('ERP da loja');
  await section.getByRole('button', { name: 'Criar chave' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chave criada' });
  await expect(dialog).toContainText('não será mostrado de novo');
  const key = (await dialog.getByTestId('api-key-value').textContent())!.trim();
  expect(key).toMatch(/^jk_live_/);
  await dialog.getByRole('button', { name: /Copiar/ }).click();
  await expect(toastWith(page, 'Copiado!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Já copiei' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(key)).toHaveCount(0);
  const row = section.getByTestId('api-key');
  await expect(row).toContainText('ERP da loja');
  await expect(row).toContainText('Ativa');

  // The store's back end syncs a product with it; the panel lists it.
  const code = sku('ERP');
  const put = await putProduct(request, key, code, 'Chaleira Elétrica');
  expect(put.status(), await put.text()).toBe(201);
  await page.goto('/admin/products');
  await expect(page.getByTestId('store-product').filter({ hasText: code })).toContainText('Chaleira Elétrica');

  // Revoked: the same call is refused.
  await page.goto('/admin/settings');
  await expect(row).not.toContainText('Nunca usada');
  await section.getByRole('button', { name: 'Revogar a chave ERP da loja' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revogar' }).click();
  await expect(toastWith(page, 'Chave revogada')).toBeVisible();
  await expect(row).toContainText('Revogada');
  expect((await putProduct(request, key, code, 'Chaleira')).status()).toBe(401);
  expect(merchant.storeId).not.toBe('default');
});

test('Webhook: the secret is shown once, a completed group is delivered and can be sent again', async ({ page, request }) => {
  test.setTimeout(150_000);
  const receiver = await startReceiver();
  try {
    const merchant = await signedInStore(page, request);
    const code = sku('WH');
    const saved = await putProduct(request, merchant.token, code, 'Panela de Pressão');
    expect(saved.status(), await saved.text()).toBe(201);
    const productId = ((await saved.json()) as SavedProduct).product.id;

    await page.goto('/admin/settings');
    const section = page.getByTestId('webhook');
    for (const event of ['group.completed', 'group.expired', 'payment.refunded']) await expect(section.getByTestId('webhook-events')).toContainText(event);
    await section.getByLabel('Endereço do webhook').fill('ftp://loja');
    await section.getByRole('button', { name: 'Salvar webhook' }).click();
    await expect(section.getByText('Endereço inválido: use um endereço https:// completo')).toBeVisible();

    await section.getByLabel('Endereço do webhook').fill(receiver.url);
    await section.getByRole('button', { name: 'Salvar webhook' }).click();
    await expect(toastWith(page, 'Webhook salvo')).toBeVisible();
    const secret = (await section.getByTestId('webhook-secret').textContent())!.trim();
    expect(secret.length).toBeGreaterThan(16);
    await expect(section).toContainText('não será mostrado de novo');

    // After a reload only its beginning is shown.
    await page.reload();
    await expect(section.getByLabel('Endereço do webhook')).toHaveValue(receiver.url);
    await expect(section.getByTestId('webhook-secret')).toHaveCount(0);
    await expect(section).toContainText('Segredo em uso');
    await expect(page.getByText(secret)).toHaveCount(0);

    // 'Gerar novo segredo' after a confirmation: a new one, once.
    await section.getByRole('button', { name: 'Gerar novo segredo' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Gerar novo segredo' }).click();
    await expect(section.getByTestId('webhook-secret')).toBeVisible();
    await expect(section.getByTestId('webhook-secret')).not.toHaveText(secret);
    const rotated = (await section.getByTestId('webhook-secret').textContent())!.trim();

    // A completed group reaches the receiver, signed, and is listed as delivered.
    const linkId = await completeGroup(request, productId);
    await expect.poll(() => receiver.received.filter((r) => r.body.type === 'group.completed').length, { timeout: 30_000 }).toBe(1);
    // Signed with the secret the panel showed: HMAC-SHA256 of "<t>.<body>" (docs/integration.md).
    const [, t, v1] = /^t=(\d+),v1=([a-f0-9]+)$/.exec(String(receiver.received[0]!.headers['juntai-signature'])) ?? [];
    expect(v1).toBe(createHmac('sha256', rotated).update(`${t}.${receiver.received[0]!.raw}`).digest('hex'));
    expect(JSON.stringify(receiver.received[0]!.body)).toContain(linkId);
    const deliveries = page.getByTestId('deliveries');
    const delivery = deliveries.getByTestId('delivery').filter({ hasText: linkId });
    await expect(delivery).toContainText('group.completed', { timeout: 20_000 });
    await expect(delivery.getByTestId('delivery-status')).toHaveText('entregue', { timeout: 20_000 });
    await expect(delivery.getByTestId('delivery-code')).toHaveText('200');
    await expectNoSeriousA11yViolations(page);

    await delivery.getByRole('button', { name: /Reenviar/ }).click();
    await expect(toastWith(page, 'Entrega reenviada para a fila')).toBeVisible();
    await expect.poll(() => receiver.received.filter((r) => r.body.type === 'group.completed').length, { timeout: 30_000 }).toBe(2);

    // Removed: the form is empty again.
    await section.getByRole('button', { name: 'Remover' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remover' }).click();
    await expect(toastWith(page, 'Webhook removido')).toBeVisible();
    await expect(section.getByLabel('Endereço do webhook')).toHaveValue('');
  } finally {
    receiver.server.close();
  }
});

test('Instalação na sua loja: the snippet with the store id and the preview of the first active product', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const merchant = await signedInStore(page, request);
  await page.goto('/admin/settings');
  const section = page.getByTestId('install');
  await expect(section.getByTestId('install-snippet')).toContainText(`/widget.js" async data-store="${merchant.storeId}"></script>`);
  await expect(section.getByTestId('install-snippet')).toContainText('<juntai-button product="SEU-SKU"></juntai-button>');
  await expect(section.getByTestId('widget-preview-empty')).toContainText('cadastre um produto ativo');
  await section.getByRole('button', { name: /Copiar/ }).click();
  await expect(toastWith(page, 'Copiado!')).toBeVisible();

  const code = sku('PRV');
  expect((await putProduct(request, merchant.token, code, 'Garrafa Térmica')).status()).toBe(201);
  await page.reload();
  await expect(section.getByTestId('widget-preview').locator('juntai-button')).toHaveAttribute('product', code);
  await expect(page.locator('script[src="/widget.js"]')).toHaveCount(1);
  await expect(page.locator('script[src="/widget.js"]')).toHaveAttribute('data-store', merchant.storeId);
  // The real widget draws there: the store's button with the per-person price, as on the store's site.
  const preview = section.getByTestId('widget-preview').locator('juntai-button');
  await expect(preview.getByRole('button')).toContainText('Comprar em Grupo');
  await expect(preview).toContainText('por pessoa');
});

test('/admin shows the 30-day funnel and /admin/groups downloads the orders CSV', async ({ page, request }) => {
  test.setTimeout(90_000);
  const merchant = await signedInStore(page, request);
  const code = sku('FUN');
  const saved = await putProduct(request, merchant.token, code, 'Liquidificador');
  const productId = ((await saved.json()) as SavedProduct).product.id;
  const beacon = (type: 'view' | 'click') => request.post('/api/widget/events', {
    headers: { 'content-type': 'text/plain', ...fromNewAddress() }, data: JSON.stringify({ store_id: merchant.storeId, product: code, type }),
  });
  for (const type of ['view', 'view', 'view', 'view', 'click', 'click'] as const) expect((await beacon(type)).status()).toBe(204);
  await completeGroup(request, productId);

  await page.goto('/admin');
  const funnel = page.getByTestId('funnel');
  await expect(funnel.getByRole('heading', { name: /30 dias/ })).toBeVisible();
  await expect(funnel.getByTestId('funnel-views-value')).toHaveText('4');
  await expect(funnel.getByTestId('funnel-clicks-value')).toHaveText('2');
  await expect(funnel.getByTestId('funnel-clicks-rate')).toHaveText('50,0% da etapa anterior');
  await expect(funnel.getByTestId('funnel-groups_created-value')).toHaveText('1');
  await expect(funnel.getByTestId('funnel-groups_created-rate')).toHaveText('50,0% da etapa anterior');
  await expect(funnel.getByTestId('funnel-groups_completed-value')).toHaveText('1');
  await expect(funnel.getByTestId('funnel-revenue-value')).toContainText('R$');
  await expect(funnel.getByRole('img', { name: /Gráfico por dia/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/admin/groups');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar pedidos (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  expect(await download.failure()).toBeNull();
});
