import { categoryListSchema, occasionListSchema } from '@juntai/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

describe(`catalogue API (categories, occasions) on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.insertInto('occasions').values([
      { name: 'Ocasião desativada', icon: '🚫', featured: false, active: false, suggested_group_sizes: JSON.stringify([2, 4]) },
      { name: 'Ocasião fora de ordem', icon: '🎉', featured: false, active: true, suggested_group_sizes: JSON.stringify([12, 4, 4]) },
    ]).execute();
  });

  it('lists the categories in the contract shape', async () => {
    const res = await t.app.inject('/api/categories');
    expect(res.statusCode).toBe(200);
    const categories = categoryListSchema.parse(res.json());
    expect(categories.length).toBeGreaterThanOrEqual(1);
    expect(categories.map((c) => c.name)).toContain('Eletrônicos');
    const names = categories.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('lists only active occasions, featured first, with sorted unique sizes', async () => {
    const res = await t.app.inject('/api/occasions');
    expect(res.statusCode).toBe(200);
    const occasions = occasionListSchema.parse(res.json());
    expect(occasions.map((o) => o.name)).not.toContain('Ocasião desativada');
    expect(occasions.find((o) => o.name === 'Ocasião fora de ordem')?.suggested_group_sizes).toEqual([4, 12]);
    const featured = occasions.map((o) => o.featured);
    expect(featured).toEqual([...featured].sort((a, b) => Number(b) - Number(a)));
    expect(res.json()[0]).not.toHaveProperty('active');
  });

  it('is read-only: writing to the lists is not a route', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/categories', payload: { name: 'x' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toMatch(/Rota não encontrada/);
    }
  });
});
