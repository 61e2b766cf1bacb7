import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';
import { asMerchant, bearer, ORIGIN, signUpMerchant } from '../testing/merchant-helpers.ts';

describe(`the store's name, asked at onboarding and changed in its settings, on ${testEngine}`, () => {
  let t: TestApp;
  let address = 0;
  const signUp = (payload: object) => t.app.inject({
    method: 'POST', url: '/api/admin/account', headers: { origin: ORIGIN }, payload, remoteAddress: `10.77.0.${(address += 1)}`,
  });
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('names the store as the merchant typed it, the demo store too, instead of "Loja Padrão"', async () => {
    const first = await signUp({ name: 'Maria Souza', email: 'maria-loja@example.com', password: 'uma-senha-boa-9', store_name: '  Empório da Maria ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().user.store).toEqual({ store_id: 'default', store_name: 'Empório da Maria' });
    const second = await signUp({ name: 'João', email: 'joao-loja@example.com', password: 'uma-senha-boa-9', store_name: 'Café do João' });
    expect(second.json().user.store).toEqual({ store_id: 'cafe-do-joao', store_name: 'Café do João' });
    // The back office lists it by that name.
    const row = await t.database.db.selectFrom('stores').select('store_name').where('store_id', '=', 'default').executeTakeFirstOrThrow();
    expect(row.store_name).toBe('Empório da Maria');
  });

  it('refuses an empty or too long store name at onboarding with a Portuguese detail', async () => {
    for (const [storeName, detail] of [['   ', 'Informe o nome da loja'], ['x'.repeat(101), 'O nome da loja pode ter no máximo 100 caracteres']] as const) {
      const res = await signUp({ name: 'Ana', email: `ana-${storeName.length}@example.com`, password: 'uma-senha-boa-9', store_name: storeName });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(detail);
    }
  });

  it('renames the session\'s own store, keeps its id, and refuses strangers and bad names', async () => {
    const merchant = await signUpMerchant(t);
    const rename = (payload: object, headers: Record<string, string> = asMerchant(merchant)) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/store', headers, payload });
    const res = await rename({ store_name: ' Loja Nova de Verdade ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, detail: 'Nome da loja salvo!', store: { store_id: merchant.storeId, store_name: 'Loja Nova de Verdade' } });
    expect((await t.app.inject({ url: '/api/admin/me', headers: bearer(merchant) })).json().store.store_name).toBe('Loja Nova de Verdade');

    const empty = await rename({ store_name: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe('Informe o nome da loja');
    expect((await rename({ store_name: 'Intrusa' }, { origin: ORIGIN })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/me', headers: bearer(merchant) })).json().store.store_name).toBe('Loja Nova de Verdade');
  });
});
