import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';
import { activeProduct, createTestGroup, groupBody, join, paymentsOf } from '../testing/group-helpers.ts';

/** Every WhatsApp field takes a number as people paste it, stores the national digits, and refuses anything else in Portuguese. */
describe(`phone numbers on ${testEngine}`, () => {
  let t: TestApp;
  let productId: number;
  beforeAll(async () => {
    t = await createTestApp();
    productId = (await activeProduct(t)).id;
  });

  const create = (creatorWhatsapp: string) => t.app.inject({
    method: 'POST', url: '/api/groups', payload: { ...groupBody(productId), creator_whatsapp: creatorWhatsapp }, remoteAddress: '10.7.7.7',
  });
  const storedWhatsapp = async (linkId: string) => (await t.database.db.selectFrom('groups').select('creator_whatsapp')
    .where('link_id', '=', linkId).executeTakeFirstOrThrow()).creator_whatsapp;
  const groupCount = async () => Number((await t.database.db.selectFrom('groups').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it.each(['+55 11 98765-4321', '0055 11 98765-4321', '0 (11) 98765-4321', '5511987654321', '11.98765.4321'])(
    'creates a group with the organizer\'s %s stored as 11987654321, never a stranger\'s number',
    async (typed) => {
      const res = await create(typed);
      expect(res.statusCode).toBe(201);
      expect(await storedWhatsapp(res.json().link_id)).toBe('11987654321');
    },
  );

  it('stores a payer\'s pasted +55 number as their national digits', async () => {
    const { linkId } = await createTestGroup(t);
    const res = await join(t, linkId, 'Convidado 1', { extra: { whatsapp: '+55 21 3333-4444' } });
    expect(res.statusCode).toBe(201);
    const payer = (await paymentsOf(t, linkId)).find((p) => p.name === 'Convidado 1');
    expect(payer?.whatsapp).toBe('2133334444');
  });

  it.each([
    ['+1 415 555 2671', 'Informe um número do Brasil (+55) com DDD: (11) 99999-9999'],
    ['(10) 98765-4321', 'O DDD 10 não existe. Informe um WhatsApp válido com DDD: (11) 99999-9999'],
    ['(11) 8765-4321', 'Celular tem 11 dígitos: falta o 9 depois do DDD, como em (11) 99999-9999'],
    ['(11) 88765-4321', 'Celular com DDD começa com 9 depois do DDD, como em (11) 99999-9999'],
    ['(11) 1234-5678', 'Informe um WhatsApp válido com DDD: (11) 99999-9999'],
    ['11 98765-4321 ramal 2', 'Informe um WhatsApp válido com DDD: (11) 99999-9999'],
  ])('refuses the organizer\'s %s with 400 and a Portuguese detail, creating nothing', async (typed, detail) => {
    const before = await groupCount();
    const res = await create(typed);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, detail });
    expect(await groupCount()).toBe(before);
  });

  it('refuses a payer\'s foreign number with 400, reserving nothing', async () => {
    const { linkId } = await createTestGroup(t);
    const res = await join(t, linkId, 'Convidado 1', { extra: { whatsapp: '+351 912 345 678' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Informe um número do Brasil (+55) com DDD: (11) 99999-9999');
    expect(await paymentsOf(t, linkId)).toHaveLength(0);
  });

  it('keeps the WhatsApp field in the API documentation', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json().paths['/api/groups'].post)).toContain('creator_whatsapp');
  });
});
