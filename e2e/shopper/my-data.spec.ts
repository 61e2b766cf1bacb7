import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../a11y.ts';
import { expect, test } from '../fixtures.ts';

/**
 * "Meus dados" in Meus Grupos (LGPD art. 18) and the page's first view. The e-mail is
 * proved as a person would: the access link is asked for, read from the outbox and opened.
 */
interface ApiProduct { id: number; price: number; status: string; min_group_size: number; max_group_size: number }

let address = 0;
const asShopper = () => ({ 'x-forwarded-for': `10.78.${Math.floor(Math.random() * 250)}.${++address % 250}` });
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;

async function groupOf(request: APIRequestContext, email: string, names: string[]): Promise<{ link_id: string; organizer_token: string }> {
  const product = ((await (await request.get('/api/products')).json()) as ApiProduct[])
    .find((p) => p.status === 'active' && p.price >= 100 && p.min_group_size <= names.length && p.max_group_size >= names.length)!;
  const res = await request.post('/api/groups', {
    headers: asShopper(),
    data: { product_id: product.id, number_of_quotas: names.length, creator_name: names[0], creator_email: email, creator_whatsapp: '11987654321', invited_participants: names },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

async function pay(request: APIRequestContext, linkId: string, name: string, email: string) {
  const res = await request.post(`/api/groups/${linkId}/join`, {
    headers: asShopper(), data: { name, email, whatsapp: '21998765432', payment_method: 'card', installments: 1 },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Asks for the access link and opens it, as the person would from their inbox. */
async function openAccessLink(page: Page, email: string) {
  expect((await page.request.post('/api/dashboard/access-link', { headers: asShopper(), data: { email } })).status()).toBe(202);
  const mails = (await (await page.request.get(`/api/testing/outbox?to=${encodeURIComponent(email)}`)).json()) as { text_body: string }[];
  const link = /https?:\/\/\S+\/dashboard\?acesso=\S+/.exec(mails[0]!.text_body)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
}

// Several journeys through the API and the page, with axe between them, on a machine shared by other runs.
test.describe.configure({ timeout: 180_000 });

test.describe('Meus dados', () => {
  test('whoever opened the access link downloads, corrects and erases their data, told what waits for an open group', async ({ page }) => {
    const email = uniqueEmail('titular');
    const group = await groupOf(page.request, email, ['Tina Titular', 'Olga Outra']);
    await pay(page.request, group.link_id, 'Tina Titular', email);
    await pay(page.request, group.link_id, 'Olga Outra', 'olga.outra@example.com');
    const open = await groupOf(page.request, email, ['Tina Titular', 'Paulo Pares']);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Meus dados' })).toHaveCount(0);
    await openAccessLink(page, email);
    const section = page.getByRole('region', { name: 'Meus dados' });
    await expect(section).toBeVisible();
    await expect(page.getByText(`Mostrando também os grupos de ${email}.`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Baixar meus dados' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^meus-dados-juntai-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await readFile(await download.path(), 'utf8');
    const data = JSON.parse(file) as { email: string; groups_organized: { link_id: string }[]; payments: unknown[] };
    expect(data.email).toBe(email);
    expect(data.groups_organized.map((g) => g.link_id).sort()).toEqual([group.link_id, open.link_id].sort());
    expect(file).not.toContain('olga.outra@example.com');
    await expect(section.getByRole('status')).toHaveText('Arquivo baixado. Enviamos um aviso ao seu e-mail.');

    await section.getByText('Corrigir meus dados').click();
    await section.getByLabel('WhatsApp').fill('123');
    await section.getByRole('button', { name: 'Salvar correção' }).click();
    await expect(section.getByRole('alert')).toContainText('Informe um WhatsApp válido');
    await section.getByLabel('Nome').fill('Tina T. Souza');
    await section.getByLabel('WhatsApp').fill('11955554444');
    await section.getByRole('button', { name: 'Salvar correção' }).click();
    await expect(section.getByRole('status').last()).toContainText('Corrigimos seus dados nos grupos ativos');
    expect(((await (await page.request.get(`/api/groups/${open.link_id}`)).json()) as { creator_name: string }).creator_name).toBe('Tina T. Souza');

    await section.getByRole('button', { name: 'Excluir meus dados' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Excluir meus dados' });
    await expect(dialog).toContainText('Os registros de dinheiro');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Excluir meus dados' }).click();
    await expect(section.getByRole('status').last()).toContainText('Um grupo seu ainda está ativo');
    await expect(section.getByRole('status').last()).toContainText('anonimizaremos seus dados automaticamente');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('Meus Grupos opens where the groups are', () => {
  test('a browser whose only group is completed opens on "Completos", with a subtitle true for a payer, and the shopper entry leads the header', async ({ page }) => {
    const email = uniqueEmail('pagante');
    const group = await groupOf(page.request, uniqueEmail('organiza'), ['Ana Amiga', 'Rui Pagante']);
    await pay(page.request, group.link_id, 'Ana Amiga', 'ana.amiga@example.com');
    await pay(page.request, group.link_id, 'Rui Pagante', email);
    await openAccessLink(page, email);
    await expect(page.getByRole('tab', { name: /^Completos/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(1);
    await expect(page.getByText('Acompanhe os grupos que você organiza ou dos quais participa.')).toBeVisible();
    await expect(page.getByText('que você organizou')).toHaveCount(0);

    // The merchant's "Ativar Plugin" stays, but quiet: no filled button colour.
    const plugin = page.getByRole('button', { name: 'Ativar Plugin' });
    await expect(plugin).toBeVisible();
    expect(await plugin.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Meus Grupos' }).first()).toBeVisible();
    expect(await page.getByRole('button', { name: 'Ativar Plugin' }).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    await expectNoSeriousA11yViolations(page);
  });
});
