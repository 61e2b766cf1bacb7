import { cents, installmentOptions } from '@juntai/domain';
import { describe, expect, it } from 'vitest';
import { installmentLabel } from './installment-select.tsx';

// A R$ 209,95 quota offered "10x de R$ 26,22" and never said it costs R$ 262,20 in all.
describe('the installment plans a payer picks from', () => {
  const labels = installmentOptions(cents(20995)).map(installmentLabel).map((l) => l.replace(/\u00a0/g, ' '));

  it('says 1x is interest-free and every other plan its total with interest', () => {
    expect(labels[0]).toBe('1x de R$ 209,95 (sem juros)');
    expect(labels[9]).toBe('10x de R$ 26,22 (total R$ 262,20, com juros)');
    for (const label of labels.slice(1)) expect(label).toMatch(/^\d+x de R\$ [\d.]+,\d{2} \(total R\$ [\d.]+,\d{2}, com juros\)$/);
  });
});
