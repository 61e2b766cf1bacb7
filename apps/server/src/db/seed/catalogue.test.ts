import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testEngine, type TestDatabase } from '../../testing/test-database.ts';
import type { ProductRow } from '../schema.ts';

// The web app serves product images from its public folder; the seed must only point there.
const webPublic = fileURLToPath(new URL('../../../../web/public', import.meta.url));
const targetAudiences = ['presente', 'familia', 'tech', 'casa', 'geral'];

describe(`demo catalogue on ${testEngine}`, () => {
  let database: TestDatabase;
  let products: ProductRow[];
  beforeAll(async () => {
    database = await openTestDatabase();
    products = await database.db.selectFrom('products').selectAll().orderBy('id').execute();
  });

  const ofType = (type: ProductRow['type']) => products.filter((p) => p.type === type);
  const active = (list: ProductRow[]) => list.filter((p) => p.status === 'active');

  it('gives the landing page at least 8 active demo products, some featured', () => {
    const demo = active(ofType('demo'));
    expect(demo.length).toBeGreaterThanOrEqual(8);
    expect(demo.some((p) => p.featured)).toBe(true);
    for (const p of demo) expect(p.partner_id).toBeNull(); // the store's own products
  });

  it('gives the marketplace at least 20 partner products over several categories', async () => {
    const marketplace = ofType('marketplace');
    expect(marketplace.length).toBeGreaterThanOrEqual(20);
    expect(active(marketplace).length).toBeGreaterThanOrEqual(20);
    expect(new Set(marketplace.map((p) => p.category)).size).toBeGreaterThanOrEqual(6);
    expect(marketplace.filter((p) => p.featured).length).toBeGreaterThanOrEqual(3);
    const partnerIds = new Set((await database.db.selectFrom('partners').select('id').execute()).map((p) => p.id));
    for (const p of marketplace) expect(partnerIds.has(p.partner_id as number), `${p.name} sem parceiro`).toBe(true);
  });

  it('keeps a few products out of the shop windows (inactive or draft)', () => {
    const hidden = products.filter((p) => p.status !== 'active');
    expect(hidden.length).toBeGreaterThanOrEqual(2);
    expect(new Set(hidden.map((p) => p.status))).toEqual(new Set(['inactive', 'draft']));
  });

  it('files every product under a known category, and categories and occasions are well formed', async () => {
    const categories = await database.db.selectFrom('categories').selectAll().execute();
    expect(categories.length).toBeGreaterThanOrEqual(6);
    for (const c of categories) {
      expect(['b2c', 'ambos']).toContain(c.target_audience);
      expect(c.icon).not.toBe('');
    }
    const names = new Set(categories.map((c) => c.name));
    for (const p of products) expect(names.has(p.category), `${p.name}: categoria ${p.category}`).toBe(true);

    const occasions = await database.db.selectFrom('occasions').selectAll().execute();
    expect(occasions.length).toBeGreaterThanOrEqual(6);
    expect(occasions.some((o) => o.featured)).toBe(true);
    expect(occasions.some((o) => !o.active)).toBe(true);
    for (const o of occasions) {
      const [from, to, ...rest] = o.suggested_group_sizes;
      expect(rest).toEqual([]);
      // Shown as 'Grupos de X-Y pessoas': a real range inside the 2–20 quotas a group may have.
      expect(from).toBeGreaterThanOrEqual(2);
      expect(to).toBeGreaterThan(from as number);
      expect(to).toBeLessThanOrEqual(20);
    }
  });

  it('offers the Basic, Pro and Enterprise plans with their fees', async () => {
    const plans = await database.db.selectFrom('plans').selectAll().orderBy('monthly_fee_cents').execute();
    expect(plans.map((p) => p.name)).toEqual(['Basic', 'Pro', 'Enterprise']);
    const fees = plans.map((p) => Number(p.percentage_fee));
    // A dearer plan takes a smaller cut of each sale.
    expect([...fees].sort((a, b) => b - a)).toEqual(fees);
    for (const p of plans) expect(p.monthly_fee_cents).toBeGreaterThan(0);
  });

  it('has partners of both kinds and more than one status', async () => {
    const partners = await database.db.selectFrom('partners').selectAll().execute();
    expect(partners.length).toBeGreaterThanOrEqual(5);
    expect(new Set(partners.map((p) => p.type))).toEqual(new Set(['marketplace', 'affiliate']));
    expect(new Set(partners.map((p) => p.status)).size).toBeGreaterThanOrEqual(2);
  });

  it('uses every target audience, at most 5 tags each, and varied valid group sizes', () => {
    expect(new Set(ofType('marketplace').map((p) => p.target_audience))).toEqual(new Set(targetAudiences));
    expect(new Set(ofType('demo').map((p) => p.target_audience))).toEqual(new Set(targetAudiences));
    for (const p of products) {
      expect(p.tags.length, p.name).toBeGreaterThan(0);
      expect(p.tags.length, p.name).toBeLessThanOrEqual(5);
      expect(new Set(p.tags).size, `${p.name}: tags repetidas`).toBe(p.tags.length);
      expect(p.min_group_size).toBeGreaterThanOrEqual(1);
      expect(p.min_group_size).toBeLessThanOrEqual(50);
      expect(p.max_group_size).toBeGreaterThanOrEqual(2);
      expect(p.max_group_size).toBeLessThanOrEqual(100);
      expect(p.min_group_size).toBeLessThanOrEqual(p.max_group_size);
    }
    expect(new Set(products.map((p) => `${p.min_group_size}-${p.max_group_size}`)).size).toBeGreaterThanOrEqual(6);
  });

  it('prices products realistically in reais, from under R$ 100 to over R$ 10.000', () => {
    for (const p of products) {
      expect(Number.isInteger(p.price_cents)).toBe(true);
      expect(p.price_cents, p.name).toBeGreaterThanOrEqual(50_00);
      expect(p.price_cents, p.name).toBeLessThanOrEqual(15_000_00);
    }
    const prices = products.map((p) => p.price_cents);
    expect(Math.min(...prices)).toBeLessThan(300_00);
    expect(Math.max(...prices)).toBeGreaterThan(10_000_00);
  });

  it('shows each product with its own small image served by the app, never an outside URL', () => {
    expect(new Set(products.map((p) => p.image)).size).toBe(products.length);
    for (const p of products) {
      expect(p.image).toMatch(/^\/images\/products\/[a-z0-9-]+\.svg$/);
      const file = `${webPublic}${p.image}`;
      expect(existsSync(file), `${p.image} não existe em apps/web/public`).toBe(true);
      expect(statSync(file).size, `${p.image} grande demais`).toBeLessThan(8 * 1024);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      // The namespace above is only an identifier; anything else with a scheme would be fetched.
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|\/\/[a-z]/i);
    }
  });
});
