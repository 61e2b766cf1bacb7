import { integrationMessages } from '@juntai/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_STORE_PRODUCT, readStoreProductForm, storeProductValues } from './store-product-form.ts';

describe('store product form', () => {
  const priceOf = (price: string) => {
    const read = readStoreProductForm({ externalId: 'X1', name: 'Café', description: '', price, image: '/uploads/abc.webp', active: true });
    return read.ok ? read.body.body.price : read.errors.price;
  };

  it('reads prices typed the Brazilian or the dotted way', () => {
    expect(priceOf('1.234,56')).toBe(1234.56);
    expect(priceOf('R$ 1.234,56')).toBe(1234.56);
    expect(priceOf('1.234')).toBe(1234);
    expect(priceOf('129,9')).toBe(129.9);
    expect(priceOf('129.90')).toBe(129.9);
    expect(priceOf('')).toBe(integrationMessages.priceInvalid);
    expect(priceOf('12a')).toBe(integrationMessages.priceInvalid);
    expect(priceOf('1.000.000,01')).toBe(integrationMessages.priceInvalid);
  });

  it('shows a stored price as the field writes it', () => {
    const product = { external_id: 'X1', name: 'Café', description: '', price: 1234.5, image: '/uploads/abc.webp', active: true };
    expect(storeProductValues(product as Parameters<typeof storeProductValues>[0]).price).toBe('1.234,50');
  });

  it("tells each field's problem with the contract's messages", () => {
    const read = readStoreProductForm({ ...EMPTY_STORE_PRODUCT, externalId: 'com espaço', price: '0', image: 'http://x' });
    expect(read).toEqual({
      ok: false,
      errors: {
        externalId: integrationMessages.externalIdInvalid, name: integrationMessages.nameRequired,
        price: integrationMessages.priceInvalid, image: integrationMessages.imageInvalid,
      },
    });
  });

  it('gives the SKU and the body the API takes', () => {
    const read = readStoreProductForm({ externalId: 'CAF-001', name: ' Café ', description: '', price: '49,90', image: '/uploads/abc.webp', active: false });
    expect(read).toEqual({ ok: true, body: { externalId: 'CAF-001', body: { name: 'Café', description: '', price: 49.9, image: '/uploads/abc.webp', active: false } } });
  });
});
