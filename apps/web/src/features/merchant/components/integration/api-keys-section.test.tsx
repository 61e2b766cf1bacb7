import type { ApiKey } from '@juntai/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../testing/render-with-api.tsx';
import { ApiKeysSection } from './api-keys-section.tsx';

const KEY = 'jk_live_0123456789abcdefghijklmnopqrstuv';
const created: ApiKey = { id: 7, label: 'ERP da loja', prefix: 'jk_live_0123', created_at: '2026-03-05T15:00:00.000Z', last_used_at: null, revoked_at: null };

function renderSection() {
  let keys: ApiKey[] = [];
  return renderWithApi(<ApiKeysSection />, {
    'GET /api/admin/api-keys': () => ({ status: 200, body: { keys } }),
    'POST /api/admin/api-keys': () => {
      keys = [created];
      return { status: 201, body: { success: true, detail: 'Chave criada', key: KEY, api_key: created } };
    },
    'DELETE /api/admin/api-keys/7': () => {
      keys = [{ ...created, revoked_at: '2026-03-06T15:00:00.000Z' }];
      return { status: 200, body: { success: true, detail: 'Chave revogada' } };
    },
  });
}

describe('ApiKeysSection (Chaves de API)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for a label with the contract message', async () => {
    const { calls } = renderSection();
    await screen.findByText('Nenhuma chave criada.');
    fireEvent.click(screen.getByRole('button', { name: 'Criar chave' }));
    expect(await screen.findByText('Dê um nome à chave (por exemplo "ERP da loja")')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the new key once, with the warning, and never again after the dialog closes', async () => {
    const { calls } = renderSection();
    await screen.findByText('Nenhuma chave criada.');
    fireEvent.input(screen.getByLabelText('Nome da nova chave'), { target: { value: 'ERP da loja' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar chave' }));

    const dialog = await screen.findByRole('dialog', { name: 'Chave criada' });
    expect(within(dialog).getByTestId('api-key-value').textContent).toBe(KEY);
    expect(within(dialog).getByText(/não será mostrado de novo/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Copiar/ })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ label: 'ERP da loja' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Já copiei' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = await screen.findByTestId('api-key');
    expect(row.textContent).toContain('ERP da loja');
    expect(row.textContent).toContain('jk_live_0123…');
    expect(row.textContent).toContain('Nunca usada');
    expect(document.body.textContent).not.toContain(KEY);
  });

  it('revokes a key after the confirmation', async () => {
    const { calls } = renderSection();
    await screen.findByText('Nenhuma chave criada.');
    fireEvent.input(screen.getByLabelText('Nome da nova chave'), { target: { value: 'ERP da loja' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar chave' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Já copiei' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Revogar a chave ERP da loja' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revogar' }));
    expect(await screen.findByText('Revogada')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/admin/api-keys/7')).toBe(true);
    expect(screen.queryByRole('button', { name: /Revogar a chave/ })).toBeNull();
  });
});
