import { beforeAll, describe, expect, it } from 'vitest';
import { errorSchema } from '@juntai/contract';
import { GROUP_CREATIONS_PER_ADDRESS_PER_HOUR } from '../services/abuse/limits.ts';
import { activeProduct, groupBody, HOUR } from '../testing/group-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

describe(`POST /api/groups: group creations per client address on ${testEngine}`, () => {
  let t: TestApp;
  let productId: number;
  beforeAll(async () => {
    t = await createTestApp();
    productId = (await activeProduct(t)).id;
  });
  const create = (remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/groups', payload: groupBody(productId), remoteAddress });

  it(`takes ${GROUP_CREATIONS_PER_ADDRESS_PER_HOUR} an hour from one address, then answers 429 in Portuguese until the hour is over`, async () => {
    for (let i = 0; i < GROUP_CREATIONS_PER_ADDRESS_PER_HOUR; i++) expect((await create('203.0.113.7')).statusCode).toBe(201);
    const refused = await create('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(errorSchema.parse(refused.json()).detail).toMatch(/Muitos grupos criados/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await create('203.0.113.8')).statusCode).toBe(201); // another address is not held
    t.clock.advance(HOUR);
    expect((await create('203.0.113.7')).statusCode).toBe(201);
  });

  it('counts an IPv6 /64 as one address', async () => {
    for (let i = 0; i < GROUP_CREATIONS_PER_ADDRESS_PER_HOUR; i++) expect((await create(`2001:db8:7:7::${(i + 1).toString(16)}`)).statusCode).toBe(201);
    expect((await create('2001:db8:7:7:ffff::1')).statusCode).toBe(429);
    expect((await create('2001:db8:7:8::1')).statusCode).toBe(201);
  });
});
