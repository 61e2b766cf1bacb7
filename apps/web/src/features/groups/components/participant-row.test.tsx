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

  it('says nothing of the organizer for a quota its person paid', () => {
    renderRow({ name: 'Bia', is_creator: false, payment_status: 'paid' });
    expect(screen.getByTestId('participant-row').textContent).not.toContain('organizador');
  });
});
