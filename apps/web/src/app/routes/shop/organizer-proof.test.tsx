import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOrganizerProof } from './organizer-proof.ts';

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
const signIn = () => localStorage.setItem('juntai:dashboard-session', JSON.stringify({
  token: 'sessao-do-organizador', email: 'ana@example.com', expires_at: new Date(Date.now() + 3_600_000).toISOString(),
}));
/** The server's Meus Grupos list for the session: this group, with the role it gives. */
const listing = (role: 'organizer' | 'participant') => vi.fn(async (_url: string, init?: RequestInit) => {
  expect(new Headers(init?.headers).get('x-dashboard-session')).toBe('sessao-do-organizador');
  return new Response(JSON.stringify([{ link_id: 'grupo1', role }]), { status: 200, headers: { 'content-type': 'application/json' } });
});

describe('useOrganizerProof', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('takes the token this browser kept at creation, without asking the server', () => {
    localStorage.setItem('juntai:organizer-tokens', JSON.stringify({ grupo1: 'token-do-organizador' }));
    const fetch = listing('organizer');
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useOrganizerProof('grupo1'), { wrapper });
    expect(result.current).toEqual({ token: 'token-do-organizador' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('takes the Meus Grupos session once the server lists the group as organized by it (another phone)', async () => {
    signIn();
    vi.stubGlobal('fetch', listing('organizer'));
    const { result } = renderHook(() => useOrganizerProof('grupo1'), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ session: 'sessao-do-organizador' }));
  });

  it('gives a session that only paid into the group nothing', async () => {
    signIn();
    const fetch = listing('participant');
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useOrganizerProof('grupo1'), { wrapper });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(result.current).toBeUndefined();
  });
});
