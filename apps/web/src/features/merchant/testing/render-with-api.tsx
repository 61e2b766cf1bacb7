import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client.ts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import AppToaster from '../../../components/layout/toaster.tsx';
import { vi } from 'vitest';

/** A fake answer for `METHOD /path` (query string ignored); the request's JSON body is passed in. */
export type FakeRoute = (body: unknown) => { status: number; body?: unknown };
export interface FakeCall { method: string; path: string; body: unknown }

/**
 * Renders `ui` with a fresh query client, a router and the toaster, and stubs fetch with `routes`
 * (anything else answers 404). Returns the calls made, in order. Pair with vi.unstubAllGlobals().
 */
export function renderWithApi(ui: ReactNode, routes: Record<string, FakeRoute>) {
  const calls: FakeCall[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.split('?')[0] ?? url;
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const answer = routes[`${method} ${path}`]?.(body) ?? { status: 404, body: { success: false, detail: 'não encontrado' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }));
  const client = createQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}<AppToaster /></MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, calls };
}
