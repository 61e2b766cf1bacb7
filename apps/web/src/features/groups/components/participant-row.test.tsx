import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Participant } from '@juntai/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ParticipantRow } from './participant-row.tsx';

const renderRow = (participant: Participant) => render(
  <QueryClientProvider client={new QueryClient()}>
    <ul><ParticipantRow participant={participant} organizerName="Ana" organizerWhatsappHref={undefined} /></ul>
  </QueryClientProvider>,
);

describe('ParticipantRow', () => {
  afterEach(cleanup);

  it('says a quota the organizer covered was paid by the organizer', () => {
    renderRow({ name: 'Caio', is_creator: false, payment_status: 'paid', paid_by_organizer: true });
    const row = screen.getByTestId('participant-row');
    expect(row.textContent).toContain('Pago');
    expect(row.textContent).toContain('Pago por quem organiza');
  });

  it('tells a card only reserved from a paid quota, in words and without the paid icon, until it is captured', () => {
    renderRow({ name: 'Caio', is_creator: false, payment_status: 'paid', card_reserved: true, paid_by_organizer: true });
    const state = screen.getByTestId('participant-state');
    expect(state.textContent).toBe('Reservado no cartão');
    expect(screen.getByTestId('participant-row').textContent).toContain('Reservado por quem organiza');
    expect(screen.getByTestId('participant-row').textContent).not.toMatch(/Pago/);
    cleanup();
    renderRow({ name: 'Caio', is_creator: false, payment_status: 'paid' });
    expect(screen.getByTestId('participant-state').textContent).toContain('Pago');
  });

  it('says nothing of the organizer for a quota its person paid', () => {
    renderRow({ name: 'Bia', is_creator: false, payment_status: 'paid' });
    expect(screen.getByTestId('participant-row').textContent).not.toContain('organizador');
  });
});
