import type { MyPayment } from '@juntai/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { receiptText } from '../lib/receipt.ts';
import { YouPaidCard } from './you-paid-card.tsx';

const card: MyPayment = {
  id: 41, name: 'Igor', method: 'card', status: 'paid', amount: 1200, installments: 6, installment_value: 217.73, total: 1306.38,
  created_at: '2026-11-25T13:40:00.000Z', paid_at: '2026-11-25T13:40:00.000Z',
};
const pix: MyPayment = { ...card, id: 42, name: 'Joana', method: 'pix', status: 'processing', installments: 1, installment_value: 1200, total: 1200, paid_at: null };
// formatBRL writes a non-breaking space after R$.
const nbsp = (text: string) => text.replace(/R\$ /g, 'R$\u00a0');

describe('YouPaidCard', () => {
  afterEach(cleanup);

  it('says how the card was paid, the total, when, for whom, its status, and links to the receipt', () => {
    render(<MemoryRouter><YouPaidCard linkId="abc" payments={[card]} /></MemoryRouter>);
    const section = screen.getByRole('region', { name: 'Você pagou' });
    expect(section.textContent).toContain(`Você pagou 6x de ${nbsp('R$ 217,73')}`);
    expect(section.textContent).toContain(nbsp('R$ 1.306,38'));
    expect(section.textContent).toContain('Igor');
    expect(section.textContent).toContain('25/11/2026, 10:40');
    expect(section.textContent).toContain('Pago');
    expect(screen.getByRole('link', { name: 'Ver comprovante' }).getAttribute('href')).toBe('/g/abc/comprovante/41');
  });

  it('does not say "Você pagou" of a PIX the bank has not confirmed yet', () => {
    render(<MemoryRouter><YouPaidCard linkId="abc" payments={[pix]} /></MemoryRouter>);
    const section = screen.getByRole('region', { name: 'Você pagou' });
    expect(section.textContent).toContain(`Seu PIX de ${nbsp('R$ 1.200,00')} aguarda o banco`);
    expect(section.textContent).toContain('Aguardando confirmação do banco');
  });
});

describe('receiptText', () => {
  it('is the receipt as text, to share', () => {
    expect(receiptText(card, 'Cafeteira', 'https://juntai.example/g/abc')).toBe(nbsp([
      'Comprovante de pagamento — Cafeteira',
      'Cota de: Igor',
      'Forma de pagamento: Cartão de crédito, 6x de R$ 217,73',
      'Total: R$ 1.306,38',
      'Data: 25/11/2026, 10:40',
      'Situação: Pago',
      'Grupo: https://juntai.example/g/abc',
    ].join('\n')));
  });
});
