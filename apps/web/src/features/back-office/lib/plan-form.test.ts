import { describe, expect, it } from 'vitest';
import { operatorMessages } from '@juntai/contract';
import { planFormValues, readPlanForm } from './plan-form.ts';

const form = (over: Partial<Record<'name' | 'monthly_fee' | 'percentage_fee' | 'description', string>> = {}) =>
  ({ name: 'Pro', monthly_fee: '99,90', percentage_fee: '2,5', description: '', ...over });

describe('readPlanForm', () => {
  it('sends the numbers as decimals and an empty description as null', () => {
    expect(readPlanForm(form())).toEqual({ ok: true, body: { name: 'Pro', monthly_fee: 99.9, percentage_fee: 2.5, description: null } });
    expect(readPlanForm(form({ monthly_fee: '0', percentage_fee: '100', description: ' Lojas grandes ' })))
      .toEqual({ ok: true, body: { name: 'Pro', monthly_fee: 0, percentage_fee: 100, description: 'Lojas grandes' } });
  });

  it('reads "79,90" as R$ 79,90 and "3,5" as 3,5 %, however they are written', () => {
    for (const monthly_fee of ['79,90', '79,9', '79.90', 'R$ 79,90']) {
      expect(readPlanForm(form({ monthly_fee, percentage_fee: '3,5' })), monthly_fee).toMatchObject({ ok: true, body: { monthly_fee: 79.9, percentage_fee: 3.5 } });
    }
    expect(readPlanForm(form({ monthly_fee: '1.234,56', percentage_fee: '3.5 %' }))).toMatchObject({ ok: true, body: { monthly_fee: 1234.56, percentage_fee: 3.5 } });
  });

  it('refuses what the server refuses, with its words, on the field', () => {
    expect(readPlanForm(form({ name: '  ' }))).toEqual({ ok: false, errors: { name: operatorMessages.planNameRequired } });
    for (const monthly_fee of ['', '-1', '1,999', 'setenta', '100.000,01']) {
      expect(readPlanForm(form({ monthly_fee })), monthly_fee).toEqual({ ok: false, errors: { monthly_fee: operatorMessages.monthlyFeeInvalid } });
    }
    for (const percentage_fee of ['', '100,1', '2,55', '-1', 'três']) {
      expect(readPlanForm(form({ percentage_fee })), percentage_fee).toEqual({ ok: false, errors: { percentage_fee: operatorMessages.percentageFeeInvalid } });
    }
  });
});

describe('planFormValues', () => {
  it('shows a stored plan the pt-BR way, which reads back to the same figures', () => {
    const values = planFormValues({ name: 'Pro', monthly_fee: 1234.5, percentage_fee: 3.5, description: null });
    expect(values).toEqual({ name: 'Pro', monthly_fee: '1.234,50', percentage_fee: '3,5', description: '' });
    expect(readPlanForm(values)).toMatchObject({ ok: true, body: { monthly_fee: 1234.5, percentage_fee: 3.5 } });
  });
});
