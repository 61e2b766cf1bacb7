import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../a11y.ts';
import { expect, test } from '../fixtures.ts';

interface ApiProduct {
  id: number; name: string; description: string; price: number; category: string; featured: boolean; status: string;
  min_group_size: number; max_group_size: number; partner_name: string | null; tags: string[]; created_at: string;
}
interface ApiOccasion { id: number; name: string; suggested_group_sizes: number[] }

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const brl = (reais: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(reais).replace(/\u00a0/g, ' ');
const parseBrl = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
/** The largest quota of a group of `size`: (price + 5% rounded half-up) split in centavos, rounded up. */
const perPerson = (price: number, size: number) => {
  const cents = Math.round(price * 100);
  const total = cents + Math.floor((cents * 5 + 50) / 100);
  return Math.ceil(total / size) / 100;
};

async function marketplaceProducts(page: Page): Promise<ApiProduct[]> {
  const res = await page.request.get('/api/products?type=marketplace&status=active');
  expect(res.ok()).toBe(true);
  return (await res.json() as ApiProduct[]).filter((p) => p.featured || p.status === 'active');
}

const grid = (page: Page) => page.getByTestId('marketplace-grid');
const cards = (page: Page) => grid(page).getByRole('article');
async function shownPrices(page: Page): Promise<number[]> {
  return (await grid(page).getByTestId('product-price').allTextContents()).map(parseBrl);
}

test.describe('Marketplace', () => {
  test('shows every marketplace product with badges, per-person prices, seller, tags and "Criar Grupo"', async ({ page }) => {
    const products = await marketplaceProducts(page);
    expect(products.length).toBeGreaterThan(3);
    await page.goto('/marketplace');
    await expect(page).toHaveTitle(/Marketplace/);
    const nav = page.getByRole('navigation', { name: 'Principal' });
    for (const name of ['Início', 'Marketplace', 'Meus Grupos']) await expect(nav.getByRole('link', { name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Área do Lojista' })).toHaveAttribute('href', '/super-admin/login');
    await expect(cards(page)).toHaveCount(products.length);
    await expect(page.getByText(`${products.length} produtos`)).toBeVisible();

    const sample = products.find((p) => p.featured && p.partner_name && p.tags.length > 3) ?? products.find((p) => p.partner_name) ?? products[0]!;
    const card = cards(page).filter({ has: page.getByRole('heading', { name: sample.name, exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('product-price')).toHaveText(brl(sample.price));
    if (sample.featured) await expect(card.getByText('Destaque')).toBeVisible();
    if (sample.partner_name) await expect(card.getByText(sample.partner_name)).toBeVisible();
    await expect(card.getByRole('list', { name: 'Etiquetas' }).getByRole('listitem')).toHaveCount(Math.min(3, sample.tags.length));
    const sizes = [...new Set([sample.min_group_size, Math.ceil((sample.min_group_size + sample.max_group_size) / 2), sample.max_group_size])];
    for (const size of sizes) {
      await expect(card.getByText(`${size} pessoas`, { exact: true })).toBeVisible();
      await expect(card.getByText(brl(perPerson(sample.price, size)), { exact: true }).first()).toBeVisible();
    }
    await expect(card.getByText(/^(Presente|Família|Tech|Casa|Geral)$/)).toBeVisible();

    await card.getByRole('link', { name: /Criar Grupo/ }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${sample.id}$`));
  });

  test('searches name and description ignoring case and accents, and shows the empty state', async ({ page }) => {
    const products = await marketplaceProducts(page);
    const target = products.find((p) => /[áéíóúâêôãõç]/i.test(p.name)) ?? products[0]!;
    const word = target.name.split(' ').find((w) => w.length >= 4) ?? target.name;
    const query = fold(word).toUpperCase();
    const expected = products.filter((p) => fold(`${p.name} ${p.description}`).includes(fold(word)));

    await page.goto('/marketplace');
    await expect(cards(page)).toHaveCount(products.length);
    await page.getByLabel('Buscar').fill(query);
    await expect(cards(page)).toHaveCount(expected.length);
    await expect(page.getByRole('heading', { name: target.name, exact: true })).toBeVisible();
    await expect(page).toHaveURL(/busca=/);

    await page.getByLabel('Buscar').fill('produto que não existe xyz');
    await expect(page.getByText('Nenhum produto encontrado')).toBeVisible();
    await expect(grid(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(cards(page)).toHaveCount(products.length);
    await expect(page).toHaveURL(/\/marketplace$/);
  });

  test('filters by category and price band, sorts, and keeps it all in a shareable URL', async ({ page }) => {
    const products = await marketplaceProducts(page);
    const byCategory = new Map<string, number>();
    for (const p of products) byCategory.set(p.category, (byCategory.get(p.category) ?? 0) + 1);
    const [category] = [...byCategory.entries()].sort((a, b) => b[1] - a[1])[0]!;

    await page.goto('/marketplace');
    await page.getByLabel('Categoria').selectOption(category);
    await expect(cards(page)).toHaveCount(byCategory.get(category)!);

    await page.getByLabel('Categoria').selectOption('');
    await page.getByLabel('Faixa de preço').selectOption({ label: 'Acima de R$ 5.000' });
    const high = products.filter((p) => p.price > 5000);
    await expect(cards(page)).toHaveCount(high.length);
    for (const price of await shownPrices(page)) expect(price).toBeGreaterThan(5000);

    await page.getByLabel('Faixa de preço').selectOption({ label: 'Até R$ 1.000' });
    await expect(cards(page)).toHaveCount(products.filter((p) => p.price <= 1000).length);
    await page.getByLabel('Faixa de preço').selectOption({ label: 'R$ 1.000 a R$ 5.000' });
    await expect(cards(page)).toHaveCount(products.filter((p) => p.price > 1000 && p.price <= 5000).length);
    await page.getByLabel('Faixa de preço').selectOption('');

    await page.getByLabel('Ordenar por').selectOption({ label: 'Menor preço' });
    await expect(page).toHaveURL(/ordem=menor-preco/);
    const ascending = products.map((p) => p.price).sort((a, b) => a - b);
    await expect.poll(() => shownPrices(page)).toEqual(ascending);

    await page.getByLabel('Ordenar por').selectOption({ label: 'Maior preço' });
    await expect.poll(() => shownPrices(page)).toEqual([...ascending].reverse());

    await page.getByLabel('Ordenar por').selectOption({ label: 'Mais recentes' });
    const newest = [...products].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0]!;
    await expect(cards(page).first().getByRole('heading')).toHaveText(newest.name);

    // A shared link opens the same filtered, sorted grid, and survives a reload.
    await page.goto(`/marketplace?categoria=${encodeURIComponent(category)}&ordem=maior-preco`);
    await expect(page.getByLabel('Categoria')).toHaveValue(category);
    await expect(page.getByLabel('Ordenar por')).toHaveValue('price_desc');
    const inCategory = products.filter((p) => p.category === category).map((p) => p.price).sort((a, b) => b - a);
    await expect.poll(() => shownPrices(page)).toEqual(inCategory);
    await page.reload();
    await expect.poll(() => shownPrices(page)).toEqual(inCategory);
  });

  test('occasion tiles "Grupos de X-Y pessoas" narrow the grid to products made for those group sizes', async ({ page }) => {
    const products = await marketplaceProducts(page);
    const occasions = await (await page.request.get('/api/occasions')).json() as ApiOccasion[];
    const fits = (p: ApiProduct, sizes: number[]) => p.min_group_size >= Math.min(...sizes) && p.max_group_size <= Math.max(...sizes);
    const occasion = occasions.find((o) => {
      const n = products.filter((p) => fits(p, o.suggested_group_sizes)).length;
      return o.suggested_group_sizes.length > 1 && n > 0 && n < products.length;
    });
    expect(occasion, 'an occasion that narrows the seeded catalogue').toBeTruthy();
    const sizes = occasion!.suggested_group_sizes;
    const expected = products.filter((p) => fits(p, sizes));

    await page.goto('/marketplace');
    const tile = page.getByRole('button', { name: new RegExp(`${occasion!.name}.*Grupos de ${Math.min(...sizes)}-${Math.max(...sizes)} pessoas`) });
    await expect(tile).toHaveAttribute('aria-pressed', 'false');
    await tile.click();
    await expect(tile).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(expected.length);
    for (const p of expected) await expect(page.getByRole('heading', { name: p.name, exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`ocasiao=${occasion!.id}`));
    await tile.click();
    await expect(cards(page)).toHaveCount(products.length);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/marketplace');
    await expect(cards(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('/produtos/{id} lands on /product/{id}', async ({ page }) => {
    const [first] = await marketplaceProducts(page);
    await page.goto(`/produtos/${first!.id}`);
    await expect(page).toHaveURL(new RegExp(`/product/${first!.id}$`));
  });
});
