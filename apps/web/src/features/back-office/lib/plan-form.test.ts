import { describe, expect, it } from 'vitest';
import { readPlanForm } from './plan-form.ts';

const form = (over: Partial<Record<'name' | 'monthly_fee' | 'percentage_fee' | 'description', string>> = {}) =>
  ({ name: 'Pro', monthly_fee: '99.90', percentage_fee: '2.5', description: '', ...over });

describe('readPlanForm', () => {
  it('sends the numbers as decimals and an empty description as null', () => {
    expect(readPlanForm(form())).toEqual({ ok: true, body: { name: 'Pro', monthly_fee: 99.9, percentage_fee: 2.5, description: null } });
    expect(readPlanForm(form({ monthly_fee: '0', percentage_fee: '100', description: ' Lojas grandes ' })))
      .toEqual({ ok: true, body: { name: 'Pro', monthly_fee: 0, percentage_fee: 100, description: 'Lojas grandes' } });
  });

  it('refuses what the server refuses, with its words', () => {
    expect(readPlanForm(form({ name: '  ' }))).toEqual({ ok: false, problem: 'Informe o nome do plano' });
    expect(readPlanForm(form({ monthly_fee: '' })).ok).toBe(false);
    expect(readPlanForm(form({ monthly_fee: '-1' })).ok).toBe(false);
    expect(readPlanForm(form({ monthly_fee: '1.999' })).ok).toBe(false);
    expect(readPlanForm(form({ percentage_fee: '100.1' })).ok).toBe(false);
    expect(readPlanForm(form({ percentage_fee: '2.55' })).ok).toBe(false);
    expect(readPlanForm(form({ percentage_fee: '' })).ok).toBe(false);
  });
});
