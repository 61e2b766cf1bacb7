import type { DashboardGroup } from '@juntai/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client.ts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYER_TOKENS_KEY } from '../../../lib/payer-tokens.ts';
import { DashboardPage } from './dashboard-page.tsx';

function group(linkId: string, productName: string, role: DashboardGroup['role']): DashboardGroup {
  const now = new Date(Date.now() + 3_600_000).toISOString();
  return {
    link_id: linkId, product_id: 1, product_name: productName, product_image: '/x.png', product_price: 300, total_value: 300,
    number_of_quotas: 2, quota_value: 150, quota_product_part: 140, quota_service_part: 10, creator_name: 'Ana',
    invited_participants: ['Ana', 'Bia'], participants: [
      { name: 'Ana', is_creator: true, payment_status: 'pending' }, { name: 'Bia', is_creator: false, payment_status: 'paid' },
    ],
    paid_count: 1, status: 'active', expires_at: now, extended: false, created_at: now, server_time: now,
    payment_summary: { pending_count: 1, processing_count: 0, failed_count: 0 }, role,
    ...(role === 'organizer' ? { creator_email: 'ana@example.com' } : {}),
  };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('Meus Grupos: groups this browser paid into', () => {
  let headersSeen: Array<Record<string, string>>;
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(PAYER_TOKENS_KEY, JSON.stringify({ paid: ['payer-token-1'] }));
    headersSeen = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
      headersSeen.push((init.headers ?? {}) as Record<string, string>);
      if (url === '/api/dashboard/groups?status=active') return json([group('mine', 'Cafeteira', 'organizer'), group('paid', 'Liquidificador', 'participant')]);
      return json([]);
    }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends the payer tokens and marks each group organized or joined', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/dashboard']}><DashboardPage /></MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getAllByTestId('group-role')).toHaveLength(2));
    expect(screen.getAllByTestId('group-role').map((badge) => badge.textContent)).toEqual(['Organizado por você', 'Você participa']);
    expect(headersSeen.some((h) => h['x-payer-token'] === 'payer-token-1')).toBe(true);
  });
});

describe('Meus Grupos: the tab it opens on', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens on "Completos" when an e-mailed link, verified after the first lists came, shows only a completed group', async () => {
    localStorage.clear();
    let listsWithoutSession = 0;
    let firstListsCame!: () => void;
    const verified = new Promise<void>((resolve) => {
      firstListsCame = resolve;
    });
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
      const session = ((init.headers ?? {}) as Record<string, string>)['x-dashboard-session'];
      if (url === '/api/dashboard/access-link/verify') {
        // The link's answer comes after the page counted what the browser alone could see: nothing.
        await verified;
        return json({ success: true, message: 'Pronto!', session_token: 'S'.repeat(43), email: 'rui@example.com', expires_at: new Date(Date.now() + 86_400_000).toISOString() });
      }
      if (!session) {
        listsWithoutSession += 1;
        return json([]);
      }
      return json(url.endsWith('status=completed') ? [{ ...group('done', 'Chaleira', 'participant'), status: 'completed' }] : []);
    }));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[`/dashboard?acesso=${'P'.repeat(43)}`]}><DashboardPage /></MemoryRouter>
      </QueryClientProvider>,
    );
    // The three first lists shown (every count 0, "Ativos" open), then the link's answer arrives.
    await waitFor(() => expect(screen.getByRole('tab', { name: /^Completos/ }).textContent).toBe('Completos0'));
    expect(listsWithoutSession).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('tab', { name: /^Ativos/ }).getAttribute('aria-selected')).toBe('true');
    firstListsCame();
    await waitFor(() => expect(screen.getByRole('tab', { name: /^Completos/ }).getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByRole('tab', { name: /^Ativos/ }).getAttribute('aria-selected')).toBe('false');
  });
});
