import { describe, expect, it } from 'vitest';
import { productIdParamsSchema, productListQuerySchema } from './products.ts';

describe('product request shapes', () => {
  it('accepts positive integer ids only', () => {
    expect(productIdParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
    for (const bad of ['0', '-1', 'abc', '1.5', '99999999999', "1' OR 1=1"]) {
      const result = productIdParamsSchema.safeParse({ id: bad });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Identificador de produto inválido');
    }
  });
  it('explains a bad filter in Portuguese', () => {
    const result = productListQuerySchema.safeParse({ type: 'b2b' });
    expect(result.error?.issues[0]?.message).toMatch(/Tipo de produto inválido/);
  });
});
