import type { MerchantGroup } from '@juntai/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../../lib/query-client.ts';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MerchantGroupRow } from './merchant-group-row.tsx';

const GROUP: MerchantGroup = {
  link_id: 'abc123', product_name: 'Notebook', product_image: null, creator_name: 'Ana', creator_whatsapp: '(11) 98765-4321',
  created_at: '2026-03-05T15:00:00.000Z', status: 'active', paid_count: 1, number_of_quotas: 4, progress_percentage: 25, revenue: 1500.5,
  store_share: 1392.84,
};

function renderRow(group: MerchantGroup) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter><MerchantGroupRow group={group} storeName="Empório da Maria" /></MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('MerchantGroupRow', () => {
  afterEach(cleanup);

  it('shows organizer, date, paid quotas, money collected and the store\'s share, and the WhatsApp link with the status message', () => {
    renderRow(GROUP);
    expect(screen.getByText('Por: Ana • 05/03/2026')).toBeTruthy();
    expect(screen.getByText('1/4 participantes')).toBeTruthy();
    expect(screen.getByText('R$ 1.500,50').parentElement?.textContent).toBe('R$\u00a01.500,50 arrecadado');
    expect(screen.getByText('R$ 1.392,84').parentElement?.textContent).toBe('R$\u00a01.392,84 repasse');
    expect(screen.getByText('Ativo')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'WhatsApp: falar com Ana' });
    expect(link.getAttribute('href')).toBe(`https://wa.me/5511987654321?text=${encodeURIComponent('Olá! Quem escreve é a loja *Empório da Maria*. Seu grupo para *Notebook* está ativo, compartilhe com seus amigos!')}`);
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Ver o grupo Notebook' }).getAttribute('href')).toBe('/g/abc123');
    expect(screen.queryByRole('button', { name: /Excluir/ })).toBeNull();
  });

  it('has no WhatsApp button without a number, and a delete button only when expired', () => {
    renderRow({ ...GROUP, creator_whatsapp: null, status: 'expired' });
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(screen.getByText('Expirado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Excluir o grupo Notebook' })).toBeTruthy();
  });

  it('shows an unknown status raw in a grey badge and caps the bar at 100%', () => {
    renderRow({ ...GROUP, status: 'refunding', paid_count: 6, number_of_quotas: 4 });
    expect(screen.getByText('refunding').className).toContain('bg-slate-100');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('6/4 participantes')).toBeTruthy();
  });
});
