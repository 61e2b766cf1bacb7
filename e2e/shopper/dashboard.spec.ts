import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../a11y.ts';
import { expect, test } from '../fixtures.ts';

/**
 * "Meus Grupos". Groups are made through the API (the creation dialog has its own test) and this
 * browser is given their organizer tokens the way lib/organizer-tokens.ts keeps them. Expired groups
 * come from POST /api/testing/groups/{linkId}/expire, which exists only when NODE_ENV=test.
 */
const TOKENS_KEY = 'juntai:organizer-tokens';
const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first();

interface Created { link_id: string; organizer_token: string; product: string; names: string[] }
interface ApiProduct { id: number; name: string; price: number; status: string; type: string; min_group_size: number; max_group_size: number }

// Each call looks like another shopper, so this file never trips the per-address limits of POST /api/groups.
let address = 0;
const asShopper = () => ({ 'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.${++address % 250}` });

async function products(request: APIRequestContext): Promise<ApiProduct[]> {
  // Sold to groups of 2 and 3, as these tests make them (the operator's sizes are enforced).
  return ((await (await request.get('/api/products')).json()) as ApiProduct[])
    .filter((p) => p.status === 'active' && p.price >= 100 && p.min_group_size <= 2 && p.max_group_size >= 3);
}

async function createGroup(request: APIRequestContext, product: ApiProduct, names: string[], email = 'organizadora@example.com'): Promise<Created> {
  const res = await request.post('/api/groups', {
    headers: asShopper(),
    data: {
      product_id: product.id, number_of_quotas: names.length, creator_name: names[0], creator_email: email,
      creator_whatsapp: '11987654321', invited_participants: names,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { link_id: string; organizer_token: string };
  return { ...body, product: product.name, names };
}

async function payAll(request: APIRequestContext, group: Created) {
  for (const name of group.names) {
    const res = await request.post(`/api/groups/${group.link_id}/join`, {
      headers: asShopper(),
      data: { name, email: 'pagador@example.com', whatsapp: '11912345678', payment_method: 'card', installments: 1 },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

async function expire(request: APIRequestContext, group: Created) {
  const res = await request.post(`/api/testing/groups/${group.link_id}/expire`);
  expect(res.status(), await res.text()).toBe(200);
}

/** This browser holds the groups' organizer tokens, as if it had created them. */
async function holdTokens(page: Page, groups: Created[]) {
  await page.goto('/dashboard');
  await page.evaluate(([key, entries]) => {
    const map = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, string>;
    for (const [linkId, token] of entries) map[linkId] = token;
    localStorage.setItem(key, JSON.stringify(map));
  }, [TOKENS_KEY, groups.map((g) => [g.link_id, g.organizer_token] as [string, string])] as const);
}

const SUMMARY_ID: Record<string, string> = { Ativos: 'summary-active', Completos: 'summary-completed', Expirados: 'summary-expired' };
const summary = (page: Page, label: string) => page.getByRole('region', { name: 'Resumo dos seus grupos' }).getByTestId(SUMMARY_ID[label]!);
const tab = (page: Page, label: string) => page.getByRole('tab', { name: new RegExp(`^${label}`) });
const cardOf = (page: Page, product: string) => page.getByRole('tabpanel').getByRole('article').filter({ has: page.getByRole('heading', { name: product, exact: true }) });

test.describe('Meus Grupos', () => {
  test('a browser without groups sees zeros, the three empty messages and no banner', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Meus Grupos', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ativar Plugin' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    for (const label of ['Ativos', 'Completos', 'Expirados']) await expect(summary(page, label)).toHaveText('0');
    await expect(page.getByText('Nenhum grupo ativo')).toBeVisible();
    await tab(page, 'Completos').click();
    await expect(page.getByText('Nenhum grupo completo')).toBeVisible();
    await tab(page, 'Expirados').click();
    await expect(page.getByText('Nenhum grupo expirado')).toBeVisible();
    await expect(page.getByText('Ative o Plugin do Lojista')).toHaveCount(0);
  });

  test('shows this browser\'s groups, and only them, in the right tabs with counts, cards and the banner', async ({ page, request }) => {
    test.setTimeout(120_000);
    const [p1, p2, p3] = await products(request);
    const active = await createGroup(request, p1!, ['Ana Souza', 'Bruno', 'Carla']);
    const completed = await createGroup(request, p2!, ['Ana Souza', 'Duda']);
    await payAll(request, completed);
    const expired = await createGroup(request, p3!, ['Ana Souza', 'Edu']);
    await expire(request, expired);
    const someoneElses = await createGroup(request, p1!, ['Outra Pessoa', 'Fabi'], 'outra@example.com');

    await holdTokens(page, [active, completed, expired]);
    await page.goto('/dashboard');
    await expect(summary(page, 'Ativos')).toHaveText('1');
    await expect(summary(page, 'Completos')).toHaveText('1');
    await expect(summary(page, 'Expirados')).toHaveText('1');
    for (const label of ['Ativos', 'Completos', 'Expirados']) await expect(tab(page, label)).toHaveText(`${label}1`);
    await expect(page.getByRole('heading', { name: 'Ative o Plugin do Lojista' })).toBeVisible();

    // Ativos: the active group's card, with everything the spec lists.
    const card = cardOf(page, active.product);
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(1);
    await expect(card.getByText('Criado por Ana Souza')).toBeVisible();
    await expect(card.getByText('Valor total')).toBeVisible();
    await expect(card.getByText('Por pessoa')).toBeVisible();
    await expect(card.getByText('0 de 3 cotas pagas')).toBeVisible();
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    const participants = card.getByRole('list', { name: /Participantes/ }).getByRole('listitem');
    await expect(participants).toHaveCount(3);
    await expect(participants.first()).toContainText('Ana Souza');
    await expect(participants.first()).toContainText('Org');
    await expect(participants.first()).toContainText('Aguardando');
    await expect(card.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=.*%2Fg%2F/);
    await expect(card.getByRole('link', { name: /Ver Detalhes/ })).toHaveAttribute('href', `/g/${active.link_id}`);
    await expect(card.getByRole('button', { name: /Excluir/ })).toHaveCount(0);
    await expect(page.locator(`[id="group-${someoneElses.link_id}-title"]`)).toHaveCount(0);

    await tab(page, 'Completos').click();
    const done = cardOf(page, completed.product);
    await expect(done.getByText('2 de 2 cotas pagas')).toBeVisible();
    await expect(done.getByText('Completo', { exact: true })).toBeVisible();
    await expect(done.getByRole('listitem').filter({ hasText: 'Duda' })).toContainText('Pago');
    await expect(done.getByRole('button', { name: /Excluir/ })).toHaveCount(0);

    await tab(page, 'Expirados').click();
    const gone = cardOf(page, expired.product);
    await expect(gone.getByText('Expirado', { exact: true })).toBeVisible();
    await expect(gone.getByRole('button', { name: /Excluir/ })).toBeVisible();

    await page.getByRole('link', { name: `Ver Detalhes do grupo ${expired.product}` }).click();
    await expect(page).toHaveURL(new RegExp(`/g/${expired.link_id}$`));
  });

  test('deletes an expired group after the confirmation, and reports a failure', async ({ page, request }) => {
    test.setTimeout(120_000);
    const [, , p3, p4] = await products(request);
    const first = await createGroup(request, p3!, ['Ana Souza', 'Gabi']);
    const second = await createGroup(request, p4!, ['Ana Souza', 'Hugo']);
    await expire(request, first);
    await expire(request, second);
    await holdTokens(page, [first, second]);
    await page.goto('/dashboard');
    await tab(page, 'Expirados').click();
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(2);

    // Cancel keeps the group.
    await cardOf(page, first.product).getByRole('button', { name: /Excluir/ }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`Tem certeza que deseja excluir o grupo para "${first.product}"?`);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(2);

    await cardOf(page, first.product).getByRole('button', { name: /Excluir/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir', exact: true }).click();
    await expect(toastWith(page, 'Grupo excluído com sucesso!')).toBeVisible();
    await expect(cardOf(page, first.product)).toHaveCount(0);
    await expect(tab(page, 'Expirados')).toHaveText('Expirados1');
    expect((await request.get(`/api/groups/${first.link_id}`)).status()).toBe(404);

    // The second group disappears behind the page's back: deleting it now fails.
    expect((await request.delete(`/api/groups/${second.link_id}`, { headers: { 'x-organizer-token': second.organizer_token } })).status()).toBe(200);
    await cardOf(page, second.product).getByRole('button', { name: /Excluir/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir', exact: true }).click();
    await expect(toastWith(page, 'Erro ao excluir grupo')).toBeVisible();
    await expect(page.getByText('Nenhum grupo expirado')).toBeVisible();
  });

  test('the banner needs 3 groups and the plugin off; the header follows the plugin flag', async ({ page, request }) => {
    test.setTimeout(120_000);
    const [p1, p2] = await products(request);
    const one = await createGroup(request, p1!, ['Ana Souza', 'Ivo']);
    const two = await createGroup(request, p2!, ['Ana Souza', 'Juca']);
    await holdTokens(page, [one, two]);
    await page.goto('/dashboard');
    await expect(summary(page, 'Ativos')).toHaveText('2');
    await expect(page.getByText('Ative o Plugin do Lojista')).toHaveCount(0);

    const three = await createGroup(request, p1!, ['Ana Souza', 'Lia']);
    await expire(request, three);
    await holdTokens(page, [three]);
    await page.goto('/dashboard');
    await expect(summary(page, 'Expirados')).toHaveText('1');
    await expect(page.getByRole('heading', { name: 'Ative o Plugin do Lojista' })).toBeVisible();

    await page.getByRole('button', { name: 'Ativar Plugin' }).click();
    await expect(page.getByRole('link', { name: 'Painel do Lojista' })).toHaveAttribute('href', '/admin');
    expect(await page.evaluate(() => localStorage.getItem('pluginAtivo'))).toBe('true');
    await expect(summary(page, 'Ativos')).toHaveText('2');
    await expect(page.getByText('Ative o Plugin do Lojista')).toHaveCount(0);
  });

  test('stores ?organizer= as the organizer e-mail and offers the other-device link with a neutral answer', async ({ page }) => {
    await page.goto('/dashboard?organizer=ana.souza@example.com');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('juntai:organizer-email'))).toBe('ana.souza@example.com');
    await page.getByText('Ver meus grupos de outro aparelho').click();
    await expect(page.getByLabel('E-mail do organizador')).toHaveValue('ana.souza@example.com');
    await page.getByLabel('E-mail do organizador').fill('nao-e-email');
    await page.getByRole('button', { name: 'Enviar link de acesso' }).click();
    await expect(page.getByText('Informe um e-mail válido')).toBeVisible();
    await page.getByLabel('E-mail do organizador').fill('ana.souza@example.com');
    await page.getByRole('button', { name: 'Enviar link de acesso' }).click();
    await expect(page.getByText(/Se houver grupos com este e-mail, enviaremos um link de acesso/)).toBeVisible();
  });

  test('an invalid one-time access link is refused and removed from the address bar', async ({ page }) => {
    await page.goto('/dashboard?acesso=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(toastWith(page, 'Link de acesso inválido')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('juntai:dashboard-session'))).toBeNull();
  });

  test('has no serious accessibility violations with groups listed', async ({ page, request }) => {
    const [p1] = await products(request);
    const group = await createGroup(request, p1!, ['Ana Souza', 'Mel']);
    await holdTokens(page, [group]);
    await page.goto('/dashboard');
    await expect(cardOf(page, group.product)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
