import { beforeEach, describe, expect, it } from 'vitest';
import { paymentDraft } from './payment-draft.ts';

describe('forms kept in this tab', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives the payment form back as typed, per group, until it is cleared', () => {
    paymentDraft('grupo-a').save({ name: 'Ana', email: 'ana@example.com', whatsapp: '11987654321', method: 'pix', installments: 1 });
    expect(paymentDraft('grupo-a').read()).toEqual({ name: 'Ana', email: 'ana@example.com', whatsapp: '11987654321', method: 'pix', installments: 1 });
    expect(paymentDraft('grupo-b').read()).toBeNull();
    paymentDraft('grupo-a').clear();
    expect(paymentDraft('grupo-a').read()).toBeNull();
  });

  it('reads a corrupted or tampered value as empty or as safe defaults, never as it was stored', () => {
    sessionStorage.setItem('juntai:payment-draft:grupo-a', '{not json');
    expect(paymentDraft('grupo-a').read()).toBeNull();
    sessionStorage.setItem('juntai:payment-draft:grupo-a', JSON.stringify({ name: 7, method: 'boleto', installments: -3, cpf: '12345678909' }));
    expect(paymentDraft('grupo-a').read()).toEqual({ name: '', email: '', whatsapp: '', method: 'card', installments: 1 });
  });
});
