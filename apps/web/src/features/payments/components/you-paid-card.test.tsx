import type { MyPayment } from '@juntai/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownPaymentsToShow, receiptText } from '../lib/receipt.ts';
import { YouPaidCard } from './you-paid-card.tsx';

const card: MyPayment = {
  id: 41, name: 'Igor', method: 'card', status: 'paid', pix: null, amount: 1200, installments: 6, installment_value: 217.73, total: 1306.38,
  created_at: '2026-11-25T13:40:00.000Z', paid_at: '2026-11-25T13:40:00.000Z',
};
const serverTime = '2026-11-25T13:41:00.000Z';
const pix: MyPayment = {
  ...card, id: 42, name: 'Joana', method: 'pix', status: 'pix_waiting', installments: 1, installment_value: 1200, total: 1200, paid_at: null,
  pix: { txid: 'JNT42', copia_e_cola: '00020101021226', qr_code: 'data:image/svg+xml;base64,PHN2Zy8+', expires_at: '2026-11-25T14:10:00.000Z' },
};
// formatBRL writes a non-breaking space after R$.
const nbsp = (text: string) => text.replace(/R\$ /g, 'R$\u00a0');

function show(payments: MyPayment[], handlers: { onOpenPix?: () => void; onNewPix?: (name: string) => void } = {}) {
  render(
    <MemoryRouter>
      <YouPaidCard linkId="abc" payments={payments} serverTime={serverTime} onOpenPix={handlers.onOpenPix ?? vi.fn()}
        onNewPix={handlers.onNewPix ?? vi.fn()} onPixLapse={vi.fn()} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Sua cota' });
}

describe('YouPaidCard', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('never says "Estornado" before the provider gave the money back: in progress, then pending with the team alerted', () => {
    show([{ ...card, status: 'refund_pending' }]);
    expect(screen.getByTestId('own-payment-status').textContent).toBe('Devolução em andamento');
    cleanup();
    const section = show([{ ...card, status: 'refund_stalled' }]);
    expect(screen.getByTestId('own-payment-status').textContent).toBe('Devolução pendente — nossa equipe foi avisada');
    expect(section.textContent).toContain('nossa equipe já foi avisada');
    expect(section.textContent).not.toMatch(/estornado|devolvidos a você/i);
    cleanup();
    show([{ ...card, status: 'refunded' }]);
    expect(screen.getByTestId('own-payment-status').textContent).toBe('Estornado');
  });

  it('says how a captured card was paid, the total, when, for whom, "Pago", and links to the receipt', () => {
    const section = show([card]);
    expect(section.textContent).toContain(`Você pagou 6x de ${nbsp('R$ 217,73')}`);
    expect(section.textContent).toContain(nbsp('R$ 1.306,38'));
    expect(section.textContent).toContain('Igor');
    expect(section.textContent).toContain('25/11/2026, 10:40');
    expect(screen.getByTestId('own-payment-status').textContent).toBe('Pago');
    expect(screen.getByRole('link', { name: 'Ver comprovante' }).getAttribute('href')).toBe('/g/abc/comprovante/41');
  });

  it('says a card only authorised is reserved, never paid', () => {
    const section = show([{ ...card, status: 'reserved' }]);
    expect(screen.getByTestId('own-payment-status').textContent).toBe('Reservado no cartão');
    expect(section.textContent).toContain('cobrado quando o grupo fechar');
    expect(section.textContent).not.toMatch(/pagou|\bpago\b/i);
  });

  it('keeps a PIX not yet paid reachable: its code to copy first, its QR code, and no word of "pago"', () => {
    // The phone's clock stands still, so the countdown reads exactly the server's 29 minutes however
    // busy the machine running the test is.
    vi.useFakeTimers({ toFake: ['Date'] });
    const onOpenPix = vi.fn();
    const section = show([pix], { onOpenPix });
    expect(section.textContent).toContain('aguardando pagamento');
    expect(section.textContent).not.toMatch(/pagou|\bpago\b/i);
    expect(screen.getByRole('timer', { name: 'Tempo para pagar o PIX' }).textContent).toBe('29:00');
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons.indexOf('Copiar código Pix')).toBeLessThan(buttons.indexOf('Ver QR Code'));
    fireEvent.click(screen.getByRole('button', { name: 'Ver QR Code' }));
    expect(onOpenPix).toHaveBeenCalledWith(pix);
  });

  it('says a lapsed PIX expired and offers a new one for the same name', () => {
    const onNewPix = vi.fn();
    const section = show([{ ...pix, status: 'pix_expired', pix: null }], { onNewPix });
    expect(section.textContent).toContain('O PIX expirou');
    expect(section.textContent).toContain('Nenhum valor foi cobrado');
    fireEvent.click(screen.getByRole('button', { name: 'Gerar novo PIX' }));
    expect(onNewPix).toHaveBeenCalledWith('Joana');
  });
});

describe('ownPaymentsToShow', () => {
  it('shows per name only the latest payment that was not refused', () => {
    const lapsed = { ...pix, id: 40, status: 'pix_expired' as const, pix: null };
    const refused = { ...card, id: 43, name: 'igor', status: 'failed' as const };
    expect(ownPaymentsToShow([lapsed, card, pix, refused]).map((p) => p.id)).toEqual([41, 42]);
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
