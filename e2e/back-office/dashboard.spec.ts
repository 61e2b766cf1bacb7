import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectNoSeriousA11yViolations, newAddress, signIn, unique } from './back-office-helpers.ts';

/** The dashboard: the period selector, the four cards and their modals, quick actions and side panels. */
test.use({ extraHTTPHeaders: newAddress() });

const monthValue = (offset: number) => {
  const now = new Date();
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' }).format(now).split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - offset, 15));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};
const monthLabel = (value: string) => {
  const name = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', month: 'long' }).format(new Date(`${value}-15T12:00:00Z`));
  return `${name} de ${value.slice(0, 4)}`;
};

async function openCard(page: Page, card: 'merchants' | 'plans' | 'groups' | 'revenue', title: string) {
  await page.getByTestId(`card-${card}`).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the period selector offers total and the last 12 months, and a past month shows real zeros, never invented figures', async ({ page }) => {
  await signIn(page, '/super-admin/dashboard');
  const select = page.getByLabel('Período');
  await expect(select).toHaveValue('total');
  const options = await select.locator('option').evaluateAll((els) => els.map((el) => ({ value: (el as HTMLOptionElement).value, label: el.textContent })));
  expect(options).toHaveLength(13);
  expect(options[0]).toEqual({ value: 'total', label: 'Total (todo o período)' });
  expect(options[1]).toEqual({ value: monthValue(0), label: monthLabel(monthValue(0)) });
  expect(options[12]).toEqual({ value: monthValue(11), label: monthLabel(monthValue(11)) });

  // Eleven months ago nothing happened on this fresh database: zeros, not the spec's fallback numbers.
  const old = monthValue(11);
  await select.selectOption(old);
  await expect(page).toHaveURL(new RegExp(`period=${old}$`));
  await expect(page.getByTestId('card-revenue')).toContainText(monthLabel(old));
  await expect(page.getByTestId('card-revenue-value')).toHaveText('R$ 0,00');
  await expect(page.getByTestId('card-groups-value')).toHaveText('0');

  // The cards say what the API says for the period.
  const current = monthValue(0);
  await select.selectOption(current);
  await expect(page.getByTestId('card-revenue')).toContainText(monthLabel(current));
  const answer = (await (await page.request.get(`/api/super-admin/dashboard?period=${current}`)).json()) as { stats: { faturamento: { total: number }; products: { demo: number } } };
  const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(answer.stats.faturamento.total).replace(/\u00a0/g, ' ');
  await expect(page.getByTestId('card-revenue-value')).toHaveText(brl);
  await expect(page.getByTestId('products-panel')).toContainText(String(answer.stats.products.demo));

  await page.reload();
  await expect(select).toHaveValue(current);
  await select.selectOption('total');
  await expect(page).toHaveURL(/\/super-admin\/dashboard$/);
  await expect(page.getByTestId('card-revenue')).toContainText('Todo o período');
  await expectNoSeriousA11yViolations(page);
});

test('each card opens its modal: merchants, groups, plans and the revenue report with chart and table', async ({ page }) => {
  await signIn(page, '/super-admin/dashboard');
  await expect(page.getByTestId('card-merchants-value')).not.toHaveText('–');

  const merchants = await openCard(page, 'merchants', 'Detalhes dos Lojistas');
  await expect(merchants.getByRole('tab', { name: /Todos/ })).toHaveAttribute('aria-selected', 'true');
  await expect(merchants.getByRole('tab', { name: /Ativos/ })).toBeVisible();
  await expect(merchants.getByRole('tab', { name: /Inativos/ })).toBeVisible();
  await expect(merchants.getByTestId('merchants-modal-footer')).toHaveText(/^Mostrando \d+ de \d+ lojistas$/);
  const rows = await merchants.locator('tbody tr').count();
  expect(rows).toBeLessThanOrEqual(15);
  await merchants.getByRole('tab', { name: /Inativos/ }).click();
  await expect(merchants.getByRole('tab', { name: /Inativos/ })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(merchants).toBeHidden();

  const groups = await openCard(page, 'groups', 'Grupos de Compra');
  for (const tab of ['Todos', 'Ativos', 'Completados', 'Expirados']) await expect(groups.getByRole('tab', { name: new RegExp(tab) })).toBeVisible();
  await expect(groups.getByTestId('groups-modal-footer')).toHaveText(/^Últimos \d+ grupos criados$/);
  expect(await groups.locator('tbody tr').count()).toBeLessThanOrEqual(15);
  await groups.getByRole('button', { name: 'Fechar' }).click();
  await expect(groups).toBeHidden();

  const plans = await openCard(page, 'plans', 'Planos e Receita');
  await expect(plans.getByRole('link', { name: 'Gerenciar Planos' })).toHaveAttribute('href', '/super-admin/plans');
  await page.keyboard.press('Escape');

  const revenue = await openCard(page, 'revenue', 'Relatório de Faturamento');
  await expect(revenue.getByText('Período: Todo o período')).toBeVisible();
  await expect(revenue.getByTestId('revenue-chart')).toBeVisible();
  const table = revenue.getByRole('table', { name: 'Histórico mensal de faturamento' });
  await expect(table.locator('tbody tr')).toHaveCount(12);
  await expect(revenue.getByTestId('revenue-total-row')).toContainText('Total');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  // The merchants modal leads to the full list.
  const again = await openCard(page, 'merchants', 'Detalhes dos Lojistas');
  await again.getByRole('link', { name: 'Ver todos os lojistas' }).click();
  await expect(page).toHaveURL(/\/super-admin\/merchants$/);
});

test('quick actions and side panels lead to their screens with the filter preselected', async ({ page }) => {
  await signIn(page, '/super-admin/dashboard');
  const quick = page.getByRole('region', { name: 'Ações rápidas' });
  await expect(quick.getByRole('link')).toHaveCount(5);
  const hrefs = await quick.getByRole('link').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(hrefs).toEqual(['/super-admin/merchants', '/super-admin/plans', '/super-admin/products', '/super-admin/partners', '/super-admin/settings']);
  const panel = page.getByTestId('products-panel');
  expect(await panel.getByRole('link').evaluateAll((els) => els.map((el) => el.getAttribute('href'))))
    .toEqual(['/super-admin/products?type=demo', '/super-admin/products?type=marketplace', '/super-admin/products?featured=true']);
  await expect(page.getByTestId('partners-panel').getByRole('link')).toHaveAttribute('href', '/super-admin/partners?status=active');
  await quick.getByRole('link', { name: 'Gerenciar Planos' }).click();
  await expect(page).toHaveURL(/\/super-admin\/plans$/);
});

test('the chart code is not loaded until the revenue report opens', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(r.url()); });
  await signIn(page, '/super-admin/dashboard');
  await expect(page.getByTestId('card-revenue-value')).not.toHaveText('–');
  const before = scripts.length;
  expect(scripts.some((s) => /revenue-chart/.test(s))).toBe(false);
  await openCard(page, 'revenue', 'Relatório de Faturamento');
  await expect(page.getByTestId('revenue-chart')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(before);
});

test('"Atividade recente" shows who changed what, newest first', async ({ page }) => {
  const name = unique('Plano Atividade');
  await signIn(page, '/super-admin/dashboard');
  const res = await page.request.post('/api/super-admin/plans', { data: { name, monthly_fee: 10, percentage_fee: 1 } });
  expect(res.status(), await res.text()).toBe(201);
  await page.reload();
  const activity = page.getByTestId('recent-activity');
  await expect(activity.getByRole('listitem').filter({ hasText: name })).toContainText('operador@juntai.test criou o plano');
});
