import { integrationMessages } from '@juntai/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_STORE_PRODUCT, parseReais, readStoreProductForm } from './store-product-form.ts';

describe('store product form', () => {
  it('reads prices typed the Brazilian or the dotted way', () => {
    expect(parseReais('1.234,56')).toBe(1234.56);
    expect(parseReais('129,9')).toBe(129.9);
    expect(parseReais('129.90')).toBe(129.9);
    expect(parseReais('')).toBeNaN();
    expect(parseReais('12a')).toBeNaN();
  });

  it("tells each field's problem with the contract's messages", () => {
    const read = readStoreProductForm({ ...EMPTY_STORE_PRODUCT, externalId: 'com espaço', price: '0', image: 'http://x' });
    expect(read).toEqual({
      errors: {
        externalId: integrationMessages.externalIdInvalid, name: integrationMessages.nameRequired,
        price: integrationMessages.priceInvalid, image: integrationMessages.imageInvalid,
      },
    });
  });

  it('gives the SKU and the body the API takes', () => {
    const read = readStoreProductForm({ externalId: 'CAF-001', name: ' Café ', description: '', price: '49,90', image: '/uploads/abc.webp', active: false });
    expect(read).toEqual({ externalId: 'CAF-001', body: { name: 'Café', description: '', price: 49.9, image: '/uploads/abc.webp', active: false } });
  });
});
