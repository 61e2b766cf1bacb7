import type { ButtonSettings } from '@juntai/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../testing/render-with-api.tsx';
import { SiteAddressSection } from './site-address-section.tsx';

const SAVED: ButtonSettings = { button_text: 'Comprar junto', button_bg_color: '#112233', button_text_color: '#ffffff', onboarding_completed: true, site_url: null };

describe("SiteAddressSection ('Endereço do site da loja')", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refuses an address that is not an http(s) site, in Portuguese, without asking the server', async () => {
    const { calls } = renderWithApi(<SiteAddressSection storeId="loja-1" saved={SAVED} />, {});
    fireEvent.input(screen.getByRole('textbox', { name: 'Endereço do site da loja' }), { target: { value: 'minhaloja.com.br' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    expect(await screen.findByText(/começando com https:\/\//)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('saves the site with the button as it is', async () => {
    const { calls } = renderWithApi(<SiteAddressSection storeId="loja-1" saved={SAVED} />, {
      'PUT /api/admin/settings': (body) => ({
        status: 200, body: { success: true, detail: 'ok', settings: { ...SAVED, site_url: 'https://minhaloja.com.br' }, echo: body },
      }),
    });
    fireEvent.input(screen.getByRole('textbox', { name: 'Endereço do site da loja' }), { target: { value: 'https://minhaloja.com.br/loja' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls[0]?.body).toEqual({
      button_text: 'Comprar junto', button_bg_color: '#112233', button_text_color: '#ffffff', site_url: 'https://minhaloja.com.br/loja', store_id: 'loja-1',
    });
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Endereço do site da loja' }) as HTMLInputElement).value).toBe('https://minhaloja.com.br'));
  });
});
