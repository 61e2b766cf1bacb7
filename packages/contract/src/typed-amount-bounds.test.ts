import { describe, expect, it } from 'vitest';
import { createPartnerRequestSchema, partnerMessages } from './partners.ts';
import { planRequestSchema, operatorMessages } from './operator.ts';
import { operatorProductMessages, productFormSchema } from './operator-products.ts';
import { integrationMessages, storeProductInputSchema } from './store-integration.ts';

/** The plausible bounds of typed amounts, once in the contract: what passes, what is refused and with which detail. */
const detailOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => (result.success ? 'ok' : result.error?.issues[0]?.message);

const product = (price: unknown) => productFormSchema.safeParse({ name: 'P', description: 'D', price, image: 'https://x.com/a.png', category: 'Casa' });
const storeProduct = (price: unknown) => storeProductInputSchema.safeParse({ name: 'P', price, image: 'https://x.com/a.png' });
const plan = (monthly_fee: unknown, percentage_fee: unknown = 1) => planRequestSchema.safeParse({ name: 'Plano', monthly_fee, percentage_fee });
const partner = (commission_rate: unknown) => createPartnerRequestSchema.safeParse({ name: 'P', contact_email: 'a@b.com', commission_rate });

describe('typed amount bounds', () => {
  it('takes a back-office product price from R$ 0,01 to R$ 1.000.000,00, in centavos', () => {
    expect(product(499.9)).toMatchObject({ success: true, data: { price: 49_990 } });
    expect(product(0.01).success).toBe(true);
    expect(product(1_000_000).success).toBe(true);
    for (const price of [0, 1_000_000.01, 49_990_000, -0.01, 10.001, 1e300, '499,90', Number.NaN]) {
      expect(detailOf(product(price)), String(price)).toBe(operatorProductMessages.priceInvalid);
    }
  });

  it('takes a store product price from R$ 0,01 to R$ 1.000.000,00', () => {
    expect(storeProduct(0.01)).toMatchObject({ success: true, data: { price: 1 } });
    expect(storeProduct(1_000_000).success).toBe(true);
    for (const price of [0, 1_000_000.01, -5, 1e300]) expect(detailOf(storeProduct(price)), String(price)).toBe(integrationMessages.priceInvalid);
  });

  it('takes a plan fee up to R$ 100.000,00 and a percentage of 0 to 100 in steps of 0.1', () => {
    expect(plan(79.9, 3.5)).toMatchObject({ success: true, data: { monthly_fee: 7_990, percentage_fee: 3.5 } });
    expect(plan(100_000, 100).success).toBe(true);
    expect(detailOf(plan(100_000.01))).toBe(operatorMessages.monthlyFeeInvalid);
    expect(detailOf(plan(-1))).toBe(operatorMessages.monthlyFeeInvalid);
    for (const pct of [100.1, -0.1, 2.55, '3,5']) expect(detailOf(plan(1, pct)), String(pct)).toBe(operatorMessages.percentageFeeInvalid);
  });

  it('takes a commission of 0 to 50 in steps of 0.1', () => {
    expect(partner(3.5)).toMatchObject({ success: true, data: { commission_rate: 3.5 } });
    expect(partner(50).success).toBe(true);
    for (const rate of [50.1, -1, 1.25, 35_000]) expect(detailOf(partner(rate)), String(rate)).toBe(partnerMessages.commissionInvalid);
  });
});
