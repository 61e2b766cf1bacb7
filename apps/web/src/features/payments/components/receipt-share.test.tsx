import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReceiptShare } from './receipt-share.tsx';

describe('ReceiptShare', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("opens the phone's share sheet with the receipt where the browser has one", () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    render(<ReceiptShare title="Comprovante de pagamento" text="Cota de: Igor" />);
    fireEvent.click(screen.getByRole('button', { name: 'Compartilhar comprovante' }));
    expect(share).toHaveBeenCalledWith({ title: 'Comprovante de pagamento', text: 'Cota de: Igor' });
    expect(screen.queryByRole('link', { name: 'Enviar pelo WhatsApp' })).toBeNull();
  });

  it('falls back to a WhatsApp link carrying the receipt text', () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    render(<ReceiptShare title="Comprovante de pagamento" text="Cota de: Igor" />);
    expect(screen.getByRole('link', { name: 'Enviar pelo WhatsApp' }).getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent('Cota de: Igor')}`);
    expect(screen.queryByRole('button', { name: 'Compartilhar comprovante' })).toBeNull();
  });
});
