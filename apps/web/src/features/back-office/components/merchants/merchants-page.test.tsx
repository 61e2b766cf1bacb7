import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../../lib/query-client.ts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MerchantsPage } from './merchants-page.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const USER = { name: 'Ana Operadora', email: 'ana@juntai.test', role: 'super_admin', store: null };
const MERCHANT = {
  id: 7, store_id: 'loja-tv', store_name: 'Loja da TV', contact_email: null, plan_id: 1, plan_name: 'Basic', status: 'active',
  installed_at: '2026-01-02T12:00:00.000Z', total_groups: 1, total_revenue: 3463.95, total_store_share: 3216.52,
};

describe('MerchantsPage', () => {
  beforeEach(() => {
    localStorage.setItem('super_admin_user', JSON.stringify({ name: USER.name, role: USER.role }));
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/api/super-admin/me')) return json(200, USER);
      if (url.includes('/api/super-admin/merchants')) return json(200, { success: true, merchants: [MERCHANT], total: 1, page: 1, page_size: 50 });
      return json(404, { success: false, detail: 'não encontrado' });
    }));
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("shows the store's share in a 'Repasse' column beside the revenue, and on the phone card", async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/super-admin/merchants']}><MerchantsPage /></MemoryRouter>
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Lojistas' });
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers.slice(6, 8)).toEqual(['Receita', 'Repasse']);
    expect(within(table).getByTitle(/^Repasse à loja: a receita dos grupos concluídos sem a taxa de serviço de 5% e sem a porcentagem do plano$/)).toBeTruthy();
    const cells = within(within(table).getByTestId('merchant-row')).getAllByRole('cell').map((td) => td.textContent);
    expect(cells.slice(6, 8)).toEqual(['R$\u00a03.463,95', 'R$\u00a03.216,52']);
    const card = screen.getByRole('article', { name: 'Loja da TV' });
    expect(within(card).getByText('Repasse à loja').nextElementSibling?.textContent).toBe('R$\u00a03.216,52');
  });
});
