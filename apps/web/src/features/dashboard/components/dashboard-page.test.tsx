import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client.ts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_SESSION_KEY, ORGANIZER_EMAIL_KEY } from '../lib/local-state.ts';
import { DashboardPage } from './dashboard-page.tsx';

const SESSION = 'S'.repeat(43);
const PROOF = 'P'.repeat(43);

function renderAt(url: string) {
  const client = createQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}><DashboardPage /></MemoryRouter>
    </QueryClientProvider>,
  );
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('Meus Grupos: access from another device', () => {
  let calls: Array<{ url: string; method: string; headers: Record<string, string> }>;
  beforeEach(() => {
    localStorage.clear();
    calls = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({ url, method: init.method ?? 'GET', headers });
      if (url === '/api/dashboard/access-link/verify') {
        return json(200, { success: true, message: 'Pronto!', session_token: SESSION, email: 'ana@example.com', expires_at: new Date(Date.now() + 86_400_000).toISOString() });
      }
      if (url.startsWith('/api/dashboard/groups')) {
        if (headers['x-dashboard-session'] && headers['x-dashboard-session'] !== SESSION) {
          return json(401, { success: false, detail: 'expirou', code: 'dashboard_session_invalid' });
        }
        return json(200, []);
      }
      return json(404, { success: false, detail: 'não' });
    }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('trades ?acesso= for a session once, keeps it, and sends it with the three lists', async () => {
    renderAt(`/dashboard?acesso=${PROOF}&organizer=ana@example.com`);
    expect(await screen.findByText('ana@example.com')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/dashboard/access-link/verify')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(DASHBOARD_SESSION_KEY) ?? '{}').token).toBe(SESSION);
    expect(localStorage.getItem(ORGANIZER_EMAIL_KEY)).toBe('ana@example.com');
    await waitFor(() => {
      const withSession = calls.filter((c) => c.url.startsWith('/api/dashboard/groups') && c.headers['x-dashboard-session'] === SESSION);
      expect(withSession.map((c) => c.url).sort()).toEqual(['/api/dashboard/groups?status=active', '/api/dashboard/groups?status=completed', '/api/dashboard/groups?status=expired']);
    });
    expect(await screen.findByText('Nenhum grupo ativo')).toBeTruthy();
  });

  it('forgets a session the server no longer knows and lists with the tokens alone', async () => {
    localStorage.setItem(DASHBOARD_SESSION_KEY, JSON.stringify({ token: 'X'.repeat(43), email: 'ana@example.com', expires_at: new Date(Date.now() + 86_400_000).toISOString() }));
    localStorage.setItem('juntai:organizer-tokens', JSON.stringify({ link1: 'T'.repeat(43) }));
    renderAt('/dashboard');
    expect(await screen.findByText('Nenhum grupo ativo')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(DASHBOARD_SESSION_KEY)).toBeNull());
    const last = calls.filter((c) => c.url === '/api/dashboard/groups?status=active').at(-1);
    expect(last?.headers['x-organizer-token']).toBe('T'.repeat(43));
    expect(last?.headers['x-dashboard-session']).toBeUndefined();
    expect(screen.getByText('Ver meus grupos de outro aparelho')).toBeTruthy();
  });
});
