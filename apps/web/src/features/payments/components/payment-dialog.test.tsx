import type { Group } from '@juntai/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentDialog } from './payment-dialog.tsx';

type Status = Group['participants'][number]['payment_status'];

function groupWith(rows: Array<[string, Status]>, quotas = rows.length): Group {
  const now = new Date().toISOString();
  return {
    link_id: 'abcdefghijklmnop', product_id: 1, product_name: 'Cafeteira', product_image: '', product_price: 400, total_value: 400,
    number_of_quotas: quotas, quota_value: 100, quota_product_part: 95, quota_service_part: 5, creator_name: rows[0]![0],
    invited_participants: rows.map(([name]) => name),
    participants: rows.map(([name, payment_status], i) => ({ name, is_creator: i === 0, payment_status })),
    paid_count: rows.filter(([, s]) => s === 'paid').length, status: 'active', expires_at: now, extended: false, created_at: now, server_time: now,
    payment_summary: { pending_count: 0, processing_count: 0, failed_count: 0 },
  };
}

function open(group: Group, nameMode: 'choose' | 'fixed', name = '') {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <PaymentDialog group={group} open onOpenChange={() => undefined} initial={{ name, email: '', whatsapp: '' }} nameMode={nameMode}
        onGroupChange={() => undefined} />
    </QueryClientProvider>,
  );
}

const nameField = () => screen.getByLabelText<HTMLInputElement>('Nome *');

describe('PaymentDialog: who pays', () => {
  // jsdom has no ResizeObserver; the radio group of the form measures itself with one.
  beforeAll(() => vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} }));
  afterAll(() => vi.unstubAllGlobals());
  afterEach(cleanup);

  it('asks who you are among the unpaid names, then fills that name read-only', () => {
    open(groupWith([['Ana', 'paid'], ['Bruno', 'pending'], ['Carla', 'processing'], ['Davi', 'failed']]), 'choose');
    expect(screen.getByText('Quem é você?')).toBeTruthy();
    expect(screen.queryByLabelText('Nome *')).toBeNull();
    // Paid and held seats are not offered; a failed attempt frees the seat again.
    expect(screen.queryByRole('button', { name: 'Ana' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Carla' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Davi' })).toBeTruthy();
    // The list is full: no new name.
    expect(screen.queryByRole('button', { name: 'Não estou na lista' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Bruno' }));
    expect(nameField().value).toBe('Bruno');
    expect(nameField().readOnly).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Escolher outro nome' }));
    fireEvent.click(screen.getByRole('button', { name: 'Davi' }));
    expect(nameField().value).toBe('Davi');
  });

  it('offers "Não estou na lista" while the list has a free slot, with an editable, empty name', () => {
    open(groupWith([['Ana', 'paid'], ['Bruno', 'paid']], 3), 'choose');
    expect(screen.getByText('Todos os nomes da lista já pagaram ou estão pagando.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Não estou na lista' }));
    expect(nameField().value).toBe('');
    expect(nameField().readOnly).toBe(false);
    fireEvent.input(nameField(), { target: { value: 'Eva' } });
    expect(nameField().value).toBe('Eva');
  });

  it('says before any form that nothing is left when every seat is paid or held and the list is full', () => {
    open(groupWith([['Ana', 'paid'], ['Bruno', 'processing']]), 'choose');
    expect(screen.getByText('Todas as cotas já foram pagas ou estão reservadas.')).toBeTruthy();
    expect(screen.queryByLabelText('Nome *')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Não estou na lista' })).toBeNull();
  });

  it("opens straight on the form for a row's name, which cannot be changed", () => {
    open(groupWith([['Ana', 'pending'], ['Bruno', 'pending']]), 'fixed', 'Bruno');
    expect(screen.queryByText('Quem é você?')).toBeNull();
    expect(nameField().value).toBe('Bruno');
    expect(nameField().readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Escolher outro nome' })).toBeNull();
  });
});
