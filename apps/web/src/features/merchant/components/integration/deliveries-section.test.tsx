import type { WebhookDelivery } from '@juntai/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../testing/render-with-api.tsx';
import { DeliveriesSection } from './deliveries-section.tsx';

const base: WebhookDelivery = {
  id: 1, event: 'group.completed', link_id: 'abc123', status: 'delivered', attempts: 1, response_code: 200, last_error: null,
  created_at: '2026-03-05T15:00:00.000Z', last_attempt_at: '2026-03-05T15:00:02.000Z', next_attempt_at: null,
};
const DELIVERIES: WebhookDelivery[] = [
  base,
  { ...base, id: 2, event: 'group.expired', status: 'failed', attempts: 3, response_code: 500, last_error: 'HTTP 500' },
  { ...base, id: 3, event: 'payment.refunded', status: 'pending', attempts: 0, response_code: null, last_attempt_at: null },
];

describe('DeliveriesSection (Entregas)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists each delivery with its pt-BR status, answer code, attempts and São Paulo time', async () => {
    renderWithApi(<DeliveriesSection />, { 'GET /api/admin/webhook/deliveries': () => ({ status: 200, body: { deliveries: DELIVERIES } }) });
    const rows = await screen.findAllByTestId('delivery');
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => within(row).getByTestId('delivery-status').textContent)).toEqual(['entregue', 'falhou', 'pendente']);
    expect(rows.map((row) => within(row).getByTestId('delivery-code').textContent)).toEqual(['200', '500', '—']);
    expect(rows[0]?.textContent).toContain('group.completed');
    expect(rows[0]?.textContent).toContain('1 tentativa');
    expect(rows[1]?.textContent).toContain('3 tentativas');
    expect(rows[1]?.textContent).toContain('HTTP 500');
    // 15:00:02 UTC is 12:00 in São Paulo.
    expect(rows[0]?.textContent).toContain('05/03/2026, 12:00');
  });

  it('says when there is nothing yet', async () => {
    renderWithApi(<DeliveriesSection />, { 'GET /api/admin/webhook/deliveries': () => ({ status: 200, body: { deliveries: [] } }) });
    expect(await screen.findByText('Nenhuma entrega ainda.')).toBeTruthy();
  });

  it("'Reenviar' queues the delivery again and shows the server's message", async () => {
    const { calls } = renderWithApi(<DeliveriesSection />, {
      'GET /api/admin/webhook/deliveries': () => ({ status: 200, body: { deliveries: DELIVERIES } }),
      'POST /api/admin/webhook/deliveries/2/resend': () => ({ status: 200, body: { success: true, detail: 'Entrega reenviada para a fila' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reenviar a entrega 2 (group.expired)' }));
    expect(await screen.findByText('Entrega reenviada para a fila')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/webhook/deliveries/2/resend')).toBe(true);
    // The list is asked again after the resend.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/admin/webhook/deliveries' && c.method === 'GET').length).toBeGreaterThan(1));
  });

  it("a failed resend shows the server's detail", async () => {
    renderWithApi(<DeliveriesSection />, {
      'GET /api/admin/webhook/deliveries': () => ({ status: 200, body: { deliveries: [base] } }),
      'POST /api/admin/webhook/deliveries/1/resend': () => ({ status: 400, body: { success: false, detail: 'Configure o endereço do webhook primeiro' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Reenviar/ }));
    expect(await screen.findByText('Configure o endereço do webhook primeiro')).toBeTruthy();
  });
});
